import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { ADMIN, login, notice, OWNER_1, unique } from './support/session.ts';

/** A demo employee (apps/server/src/seed/demo-people.ts) that no test changes. */
const EMPLOYEE = 'Emma Bakker';
/** The highest customer number of the demo data (apps/server/src/seed/demo-customers.ts). */
const HIGHEST_DEMO_NUMBER = 1012;

/** The id in the edit page's URL (#/<area>/Edit/<id>/...). */
function editedId(page: Page, area: 'Customers' | 'Projects'): number {
  const match = new RegExp(`#/${area}/Edit/(\\d+)(?:[/?]|$)`).exec(page.url());
  expect(match, `an id in ${page.url()}`).not.toBeNull();
  return Number(match?.[1]);
}

interface SiteAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  latitude: string;
  longitude: string;
  main: boolean;
}

/** Adds an address in the project's Addresses tab (typed coordinates: no geocoding needed) and saves the project. */
async function addAddress(page: Page, address: SiteAddress): Promise<void> {
  await page.getByTestId('address-new').click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('address-postalCode').fill(address.postalCode);
  await dialog.getByTestId('address-houseNumber').fill(address.houseNumber);
  await dialog.getByTestId('address-address').fill(address.street);
  await dialog.getByTestId('address-city').fill(address.city);
  await dialog.getByTestId('address-latitude').fill(address.latitude);
  await dialog.getByTestId('address-longitude').fill(address.longitude);
  const main = dialog.getByTestId('address-mainAddress');
  if ((await main.isChecked()) !== address.main) await main.click();
  await dialog.getByTestId('address-apply').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('project-dirty')).toBeHidden();
}

/** The address rows of the project (desktop grid). */
const addressRows = (page: Page): Locator => page.locator('[data-table-id="project-addresses"] tbody tr');

/** Adds one employee with times to a weekday of the open work dialog. */
async function planOnDay(page: Page, day: number, start: string, end: string): Promise<void> {
  await page.getByTestId(`work-day-${day}-add`).click();
  const entry = `work-day-${day}-entry-0`;
  await chooseOption(page, page.getByTestId(`${entry}-employee`), EMPLOYEE);
  await page.getByTestId(`${entry}-start`).fill(start);
  await page.getByTestId(`${entry}-start`).blur();
  await page.getByTestId(`${entry}-end`).fill(end);
  await page.getByTestId(`${entry}-end`).blur();
}

test.describe('customers, projects and works', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
  });

  test('a customer with an <auto> number gets a project with two addresses and a Monday/Thursday work, shown on the map, and cannot be deleted', async ({
    page,
  }) => {
    const suffix = unique();
    // The customer: the number field starts as <auto> and the server gives the highest number plus one.
    await page.goto('/#/Sales/Customers');
    await page.getByTestId('customer-new').click();
    await expect(page).toHaveURL(/#\/Customers\/Edit\/0/);
    await expect(page.getByTestId('customer-number')).toHaveValue('<auto>');
    const customerName = `Kantoren ${suffix} B.V.`;
    await page.getByTestId('customer-name').fill(customerName);
    await page.getByTestId('customer-save').click();
    await expect(page).toHaveURL(/#\/Customers\/Edit\/[1-9]\d*/);
    const customerId = editedId(page, 'Customers');
    await expect(page.getByTestId('customer-number')).not.toHaveValue('<auto>');
    expect(Number(await page.getByTestId('customer-number').inputValue())).toBeGreaterThan(HIGHEST_DEMO_NUMBER);

    // A project of this customer, started from the customer's Projects tab.
    await page.getByTestId('customer-tab-Projects').click();
    await page.getByTestId('customer-project-new').click();
    await expect(page).toHaveURL(/#\/Projects\/Edit\/0/);
    const projectName = `Kantoor ${suffix}`;
    await page.getByTestId('project-name').fill(projectName);
    await page.getByTestId('project-save').click();
    await expect(page).toHaveURL(/#\/Projects\/Edit\/[1-9]\d*/);
    const projectId = editedId(page, 'Projects');
    await expect(page.getByTestId('project-customer-link')).toContainText(customerName);

    // Two addresses: the second is marked main, so the first loses the main flag (also after a reload).
    await page.getByTestId('project-tab-Addresses').click();
    const front = {
      houseNumber: '1',
      postalCode: '3511 EX',
      city: 'Utrecht',
      latitude: '52.0907',
      longitude: '5.1214',
    };
    await addAddress(page, { ...front, street: 'Neude', main: true });
    await addAddress(page, {
      ...front,
      street: 'Oudegracht',
      houseNumber: '150',
      latitude: '52.0890',
      longitude: '5.1200',
      main: true,
    });
    await page.reload();
    await expect(addressRows(page)).toHaveCount(2);
    await expect(page.locator('[data-testid^="address-main-"]')).toHaveCount(1);
    await expect(
      addressRows(page).filter({ hasText: 'Oudegracht' }).locator('[data-testid^="address-main-"]'),
    ).toBeVisible();

    // A work on Monday and Thursday with an employee.
    await page.getByTestId('project-tab-Works').click();
    await page.getByTestId('work-new').click();
    await expect(page.getByTestId('work-dialog')).toBeVisible();
    await page.getByTestId('work-description').fill('Kantoor schoonmaken');
    await page.getByTestId('work-day-1').check();
    await page.getByTestId('work-day-4').check();
    await planOnDay(page, 1, '06:00', '08:30');
    await planOnDay(page, 4, '06:00', '08:30');
    await page.getByTestId('work-save').click();
    await expect(page.getByTestId('work-dialog')).toBeHidden();
    const works = page.locator('[data-table-id="project-works"] tbody tr');
    await expect(works).toHaveCount(1);
    await expect(works.first()).toContainText('Kantoor schoonmaken');
    await expect(page.getByTestId('project-active')).toHaveAttribute('data-active', 'true');

    // The project is on the map (offline: markers on a plain background), at its main address.
    await page.goto('/#/Projects/Map');
    await expect(page.getByTestId('projects-map')).toBeVisible();
    const marker = page.getByTestId(`project-marker-${projectId}`);
    await expect(marker).toBeVisible();
    await marker.click();
    await expect(page.getByTestId(`project-popup-${projectId}`)).toContainText(projectName);
    await expect(page.getByTestId(`project-popup-${projectId}`)).toContainText('Oudegracht');

    // The customer has a project: the delete is refused with its own message and the customer stays.
    await page.goto(`/#/Customers/Edit/${customerId}`);
    await expect(page.getByTestId('customer-name')).toHaveValue(customerName);
    await page.getByTestId('customer-delete').click();
    await page.getByTestId('confirm-delete').click();
    await expect(notice(page, 'negative', 'This customer has projects and cannot be deleted.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('customer-name')).toHaveValue(customerName);
  });

  test('a project needs a name of 3 characters and a work at least one day; nothing is saved before', async ({
    page,
  }) => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/r/saveProject')) saves.push(request.postData() ?? '');
    });
    await page.goto('/#/Projects/Edit/0');
    await page.getByTestId('project-name').fill('AB');
    await page.getByTestId('project-save').click();
    await expect(page.getByText('At least 3 characters')).toBeVisible();
    expect(saves).toHaveLength(0);

    await page.getByTestId('project-name').fill(`Werkplaats ${unique()}`);
    await page.getByTestId('project-save').click();
    await expect(page).toHaveURL(/#\/Projects\/Edit\/[1-9]\d*/);
    // The success notice sits below the header, clear of its controls, and only its text and close button take the
    // pointer: a click on its empty area reaches what lies under it, at once.
    const saved = page.locator('[data-testid="notice-positive"]').last();
    await expect(saved).toBeVisible();
    const box = await saved.boundingBox();
    const header = await page.locator('header').boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
    const onNotice = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x ?? 0, y ?? 0)?.closest('[data-testid^="notice-"]')),
      [(box?.x ?? 0) + 4, (box?.y ?? 0) + (box?.height ?? 0) - 4],
    );
    expect(onNotice).toBe(false);
    await expect(saved.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.getByTestId('project-tab-Works').click();
    await page.getByTestId('work-new').click();
    await page.getByTestId('work-description').fill('Zonder dagen');
    await page.getByTestId('work-save').click();
    await expect(page.getByTestId('work-days-error')).toContainText('Select at least one day');
    expect(saves).toHaveLength(1);
  });
});
