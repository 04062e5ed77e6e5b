import { expect, type Page, type Request, test } from '@playwright/test';
import {
  addMainAddress,
  createEmployee,
  editedEmployeeId,
  employeeRow,
  type NewEmployee,
  OWNER_1_EMPLOYERS,
  openEmployees,
  TEXTS,
} from './support/employees.ts';
import { ADMIN, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

const EMPLOYER = OWNER_1_EMPLOYERS[1] ?? '';
/** A demo employee (apps/server/src/seed/demo-people.ts) that no test changes. */
const SEEDED = 'Emma Bakker';

/** A new employee with a unique last name: one employment from 01-01 this year, one main address from 01-01-2025. */
function newEmployee(): NewEmployee & { name: string } {
  const firstName = 'Testa';
  const lastName = `E2E ${unique()}`;
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    employer: EMPLOYER,
    employmentStart: `01-01-${new Date().getFullYear()}`,
    address: { postalCode: '3511 AA', houseNumber: '1', street: 'Domplein', city: 'Utrecht', startDate: '01-01-2025' },
  };
}

/** Collects the requests to one API path, to prove that a refused form sent nothing. */
function watchRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

test.describe('employees', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
  });

  test('an employee with an employment and a main address is created and listed as active', async ({ page }) => {
    const employee = newEmployee();
    const id = await createEmployee(page, employee);

    await expect(page).toHaveURL(new RegExp(`#/Employees/Edit/${id}/`));
    await expect(page.getByTestId('employee-title')).toHaveText(employee.name);
    await page.getByTestId('employee-tab-Employments').click();
    await expect(rowsWith(page, EMPLOYER)).toHaveCount(1);
    await page.getByTestId('employee-tab-Addresses').click();
    await expect(rowsWith(page, 'Domplein 1')).toHaveCount(1);
    await expect(rowsWith(page, 'Domplein 1')).toContainText('01-01-2025');

    // The list shows it under "active" (its employment has started and has no end).
    await openEmployees(page);
    await page.getByTestId('employees-status-1').click();
    const row = await employeeRow(page, employee.lastName);
    await expect(row).toHaveAttribute('data-testid', `table-row-${id}`);
    await expect(row).toContainText(employee.name);
    await expect(row).toContainText(EMPLOYER);
    await expect(row).toContainText('Utrecht');
    // Not among the inactive ones.
    await page.getByTestId('employees-status-0').click();
    await expect(page.getByTestId(`table-row-${id}`)).toHaveCount(0);
    await page.getByTestId('employees-status-1').click();
    await expect(page.getByTestId(`table-row-${id}`)).toBeVisible();

    // A row click opens it again.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`#/Employees/Edit/${id}$`));
    await expect(page.getByTestId('employee-firstName')).toHaveValue(employee.firstName);
    await expect(page.getByTestId('employee-lastName')).toHaveValue(employee.lastName);
  });

  test('a second main address closes the first one the day before it starts, also after a reload', async ({ page }) => {
    const employee = newEmployee();
    const id = await createEmployee(page, employee);

    await addMainAddress(page, {
      postalCode: '3811 AD',
      houseNumber: '7',
      street: 'Langestraat',
      city: 'Amersfoort',
      startDate: '01-03-2026',
    });
    await expect(page.getByTestId('employee-dirty')).toBeVisible();
    await page.getByTestId('employee-save').click();
    await expect(notice(page, 'positive', TEXTS.saved).last()).toBeVisible(); // the first save's may still show
    await expect(page.getByTestId('employee-dirty')).toHaveCount(0);

    const expectClosedFirst = async () => {
      const first = rowsWith(page, 'Domplein 1');
      const second = rowsWith(page, 'Langestraat 7');
      await expect(first).toHaveCount(1);
      await expect(second).toHaveCount(1);
      await expect(first.getByTestId('address-closed')).toBeVisible();
      await expect(first).toContainText('01-01-2025');
      await expect(first).toContainText('28-02-2026');
      await expect(second.getByTestId('address-closed')).toHaveCount(0);
      await expect(second).toContainText('01-03-2026');
    };
    await expectClosedFirst();

    // The server stored the end date: a reload reads it back.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`#/Employees/Edit/${id}/Addresses$`));
    await expectClosedFirst();

    // The list shows the current main address's city.
    await openEmployees(page);
    await expect(await employeeRow(page, employee.lastName)).toContainText('Amersfoort');
  });

  test('deleting an employee in use is refused with the not-deletable message', async ({ page }) => {
    const employee = newEmployee();
    const id = await createEmployee(page, employee);

    await page.getByTestId('employee-delete').click();
    const confirm = page.getByRole('dialog').filter({ has: page.getByTestId('confirm-delete') });
    await expect(confirm).toContainText(employee.name);
    await confirm.getByTestId('confirm-delete').click();
    await expect(notice(page, 'negative', TEXTS.notDeletable)).toBeVisible();
    await expect(notice(page, 'positive', 'The employee has been deleted.')).toHaveCount(0);
    // Still on its page, and still in the list, also after a reload.
    await expect(page).toHaveURL(new RegExp(`#/Employees/Edit/${id}/`));
    await expect(page.getByTestId('employee-title')).toHaveText(employee.name);
    await openEmployees(page);
    await page.reload();
    await expect(await employeeRow(page, employee.lastName)).toHaveAttribute('data-testid', `table-row-${id}`);
  });

  test('an invalid BSN and IBAN are marked under their fields and nothing is saved', async ({ page }) => {
    const lastName = `E2E invalid ${unique()}`;
    const saves = watchRequests(page, '/r/saveEmployee');
    await openEmployees(page);
    await page.getByTestId('employee-new').click();
    await page.getByTestId('employee-firstName').fill('Testa');
    await page.getByTestId('employee-lastName').fill(lastName);
    await page.getByTestId('employee-bsn').fill('111222334');
    await page.getByTestId('employee-iban').fill('NL00RABO0123456789');
    await page.getByTestId('employee-save').click();

    await expect(notice(page, 'negative', TEXTS.checkFields)).toBeVisible();
    await expect(page.getByTestId('employee-bsn')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('employee-iban')).toHaveAttribute('aria-invalid', 'true');
    const form = page.getByTestId('employee-form');
    await expect(form.getByText(TEXTS.invalidSsn, { exact: true })).toBeVisible();
    await expect(form.getByText(TEXTS.invalidIban, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/Employees\/Edit\/new$/);

    // A valid BSN clears its message; the IBAN still holds the save back.
    await page.getByTestId('employee-bsn').fill('111222333');
    await expect(form.getByText(TEXTS.invalidSsn, { exact: true })).toHaveCount(0);
    await page.getByTestId('employee-save').click();
    await expect(form.getByText(TEXTS.invalidIban, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/Employees\/Edit\/new$/);
    expect(saves).toHaveLength(0);

    // Leave without saving: the employee is nowhere, not even under "all".
    await page.getByTestId('nav-Employees-Index').click();
    const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(unsaved).toBeVisible();
    await unsaved.getByTestId('unsaved-leave').click();
    await expect(page).toHaveURL(/#\/Employees\/Index$/);
    await page.getByTestId('employees-status-2').click();
    await search(page, lastName);
    await expect(rowsWith(page, lastName)).toHaveCount(0);
    expect(saves).toHaveLength(0);
  });

  test('in Dutch an invalid BSN reads "Ongeldig BSN"', async ({ page }) => {
    const saves = watchRequests(page, '/r/saveEmployee');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-nl').click();
    await expect(page.getByTestId('language-switch')).toHaveText('NL');
    await openEmployees(page);
    await page.getByTestId('employee-new').click();
    await page.getByTestId('employee-firstName').fill('Testa');
    await page.getByTestId('employee-lastName').fill(`E2E ongeldig ${unique()}`);
    await page.getByTestId('employee-bsn').fill('111222334');
    await page.getByTestId('employee-iban').fill('NL00RABO0123456789');
    await page.getByTestId('employee-save').click();

    const form = page.getByTestId('employee-form');
    await expect(form.getByText('Ongeldig BSN', { exact: true })).toBeVisible();
    await expect(form.getByText('Ongeldig IBAN', { exact: true })).toBeVisible();
    await expect(page.getByTestId('employee-bsn')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/#\/Employees\/Edit\/new$/);
    expect(saves).toHaveLength(0);
  });

  test('unsaved changes ask before leaving: stay keeps the edit, leave discards it', async ({ page }) => {
    // A seeded employee: nothing is saved here.
    await openEmployees(page);
    await (await employeeRow(page, SEEDED)).click();
    await expect(page).toHaveURL(/#\/Employees\/Edit\/\d+$/);
    const id = editedEmployeeId(page);
    await expect(page.getByTestId('employee-title')).toHaveText(SEEDED);
    const phoneBefore = await page.getByTestId('employee-phone').inputValue();
    const phone = `030-${unique()}`;
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });

    await page.getByTestId('employee-phone').fill(phone);
    await expect(page.getByTestId('employee-dirty')).toBeVisible();
    // Another tab of the same employee is not leaving.
    await page.getByTestId('employee-tab-Notes').click();
    await expect(page).toHaveURL(new RegExp(`#/Employees/Edit/${id}/Notes$`));
    await expect(page.getByTestId('employee-panel-Notes')).toBeVisible();
    // (The modal's root stays in the DOM while closed, so "not shown" is a hidden dialog, not a missing test id.)
    await expect(dialog).toBeHidden();

    await page.getByTestId('nav-Other-Cars').click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('unsaved-stay').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#/Employees/Edit/${id}/Notes$`));
    await expect(page.getByTestId('employee-phone')).toHaveValue(phone);
    await expect(page.getByTestId('employee-dirty')).toBeVisible();

    await page.getByTestId('nav-Other-Cars').click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('unsaved-leave').click();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await expect(page.getByRole('heading', { name: 'Cars' })).toBeVisible();
    await expect(page.getByTestId('employee-edit')).toHaveCount(0);

    // Nothing was saved.
    await page.goto(`/#/Employees/Edit/${id}`);
    await expect(page.getByTestId('employee-title')).toHaveText(SEEDED);
    await expect(page.getByTestId('employee-phone')).toHaveValue(phoneBefore);
    await expect(page.getByTestId('employee-dirty')).toHaveCount(0);
  });

  test('the change-password dialog refuses a confirmation that does not match', async ({ page }) => {
    const updates = watchRequests(page, '/r/updatePassword');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('change-password').click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('change-password-new').fill('Nieuw-wachtwoord-1');
    await dialog.getByTestId('change-password-confirm').fill('Nieuw-wachtwoord-2');
    await dialog.getByTestId('change-password-save').click();
    await expect(dialog.getByText(TEXTS.passwordMismatch)).toBeVisible();
    // Mantine's PasswordInput marks its input with data-invalid (not aria-invalid).
    await expect(dialog.getByTestId('change-password-confirm')).toHaveAttribute('data-invalid', 'true');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('notice-positive')).toHaveCount(0);
    expect(updates).toHaveLength(0);

    await dialog.getByTestId('change-password-cancel').click();
    await expect(dialog).toBeHidden();
    expect(updates).toHaveLength(0);
  });
});
