import { expect, type Page, test } from '@playwright/test';
import { employeeRow, openEmployees } from './support/employees.ts';
import { ADMIN, login, OWNER_1, PLANNER } from './support/session.ts';

// The app's shell (issue 15): the home page's to-do list, the menu's groups and search, the tab titles and the
// unsaved-changes question on the browser's Back button.

/** Logs in and opens a seeded employee (that no test saves) from the list; answers the edit page's address. */
async function openSeededEmployee(page: Page): Promise<string> {
  await login(page, ADMIN, { owner: OWNER_1 });
  await openEmployees(page);
  await (await employeeRow(page, 'Emma Bakker')).click();
  await expect(page).toHaveURL(/#\/Employees\/Edit\/\d+$/);
  return page.url();
}

const chooseLanguage = async (page: Page, language: string) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${language}`).click();
};

test.describe('home to-do list', () => {
  test('counts what waits and each kind leads to its page', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const todo = page.getByTestId('home-todo');
    await expect(todo.getByRole('heading', { name: 'To do' })).toBeVisible();
    // The demo has a leave request waiting, clock deviations and overdue invoices.
    for (const kind of ['leaveRequests', 'deviations', 'overdueInvoices']) {
      await expect(page.getByTestId(`todo-count-${kind}`)).not.toHaveText('0');
      await expect(page.getByTestId(`todo-item-${kind}`).first()).toBeVisible();
    }
    await expect(page.getByTestId('todo-endingContracts')).toBeVisible();
    await expect(page.getByTestId('todo-birthdays')).toBeVisible();

    // The deviations link opens the page on the period the count covers.
    await page.getByTestId('todo-link-deviations').click();
    await expect(page).toHaveURL(/#\/Planning\/Deviations\?from=\d{4}-\d{2}-\d{2}&until=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('deviations-page')).toBeVisible();

    // An overdue invoice opens the invoice itself.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('todo-item-overdueInvoices').first().getByRole('link').click();
    await expect(page).toHaveURL(/#\/Sales\/Invoices\/Edit\/\d+$/);
    await expect(page.getByTestId('invoice-title')).toBeVisible();

    // A waiting leave request opens to be answered; its title leads to the leave page.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('todo-item-leaveRequests').first().getByRole('link').click();
    await expect(page).toHaveURL(/#\/Planning\/Leave\/edit\/\d+$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-home').click();
    await page.getByTestId('todo-link-leaveRequests').click();
    await expect(page).toHaveURL(/#\/Planning\/Leave$/);

    // Hours are listed per employee and counted in shifts.
    await page.getByTestId('nav-home').click();
    const hours = page.getByTestId('todo-hoursToConfirm');
    await expect(hours.getByText(/^and \d+ more shifts?$/)).toBeVisible();
  });

  test('a planner sees the planning kinds only', async ({ page }) => {
    await login(page, PLANNER);
    await expect(page.getByTestId('todo-leaveRequests')).toBeVisible();
    await expect(page.getByTestId('todo-hoursToConfirm')).toBeVisible();
    await expect(page.getByTestId('todo-deviations')).toBeVisible();
    for (const kind of ['overdueInvoices', 'failedReminders', 'endingContracts', 'birthdays']) {
      await expect(page.getByTestId(`todo-${kind}`)).toHaveCount(0);
    }
  });
});

test.describe('menu', () => {
  test('Ctrl+K finds a page by its Dutch name and Enter opens it', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await chooseLanguage(page, 'nl');
    await expect(page.getByTestId('nav-Other-Cars')).toHaveText("Auto's");

    await page.keyboard.press('Control+K');
    const input = page.getByTestId('page-search-input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Naam van de pagina…');
    await input.fill('verlof');
    // Found by the Dutch label, shown with its group.
    const leave = page.getByTestId('search-nav-Planning-Leave');
    await expect(leave).toContainText('Verlof');
    await expect(leave).toContainText('Planning');
    await expect(page.getByTestId('search-nav-Other-Cars')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/Planning\/Leave$/);
    await expect(input).toBeHidden();

    // The arrow keys move through the results; the header's button opens the search too.
    await page.getByTestId('page-search').click();
    await input.fill('auto');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await expect(page.getByRole('heading', { name: "Auto's" })).toBeVisible();

    await page.keyboard.press('Control+K');
    await input.fill('geen-pagina-heet-zo');
    await expect(page.getByText('Geen pagina gevonden.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
  });

  test('groups fold, stay folded after a reload, and the group of the page opened unfolds', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const toggle = page.getByTestId('nav-toggle-other');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('nav-Other-Cars')).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('nav-Other-Cars')).toHaveCount(0);
    await page.getByTestId('nav-toggle-projects').click();
    await expect(page.getByTestId('nav-Projects-Index')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('nav-toggle-other')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('nav-Projects-Index')).toHaveCount(0);
    await expect(page.getByTestId('nav-Planning-WeekView')).toBeVisible();

    await page.goto('/#/Other/Cars');
    await expect(page.getByTestId('nav-toggle-other')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('nav-Other-Cars')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('nav-Projects-Index')).toHaveCount(0);

    // Unfolded again by hand, as the next tests expect it.
    await page.getByTestId('nav-toggle-projects').click();
    await expect(page.getByTestId('nav-Projects-Index')).toBeVisible();
  });
});

test.describe('tab titles', () => {
  test('every page names itself in the tab, in the user language', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await expect(page).toHaveTitle('Log in · Back office');
    await page.goto('/#/Session/ForgotPW');
    await expect(page).toHaveTitle('Forgot your password? · Back office');

    await login(page, ADMIN, { owner: OWNER_1 });
    await expect(page).toHaveTitle('Dashboard · Back office');
    const titles: [string, string][] = [
      ['/Other/Cars', 'Cars · Back office'],
      ['/Employees/Index', 'Employees · Back office'],
      ['/Planning/Leave', 'Leave · Back office'],
      ['/Planning/1', 'Week view · Back office'],
      ['/Home/Users', 'Users · Back office'],
      ['/No/Such/Page', 'Page not found · Back office'],
    ];
    for (const [path, title] of titles) {
      await page.goto(`/#${path}`);
      await expect(page).toHaveTitle(title);
    }

    // A record's page puts the record's name first.
    await openEmployees(page);
    await (await employeeRow(page, 'Emma Bakker')).click();
    await expect(page.getByTestId('employee-title')).toHaveText('Emma Bakker');
    await expect(page).toHaveTitle('Emma Bakker · Employees · Back office');

    await chooseLanguage(page, 'nl');
    await expect(page).toHaveTitle('Emma Bakker · Medewerkers · Backoffice');
    await page.getByTestId('nav-Other-Cars').click();
    await expect(page).toHaveTitle("Auto's · Backoffice");
  });
});

test.describe('unsaved changes and the Back button', () => {
  test('Back to an address typed into the browser asks first', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    // Typed into the address bar: the entry the router did not make.
    await page.goto('/#/Employees/Index');
    await expect(page.getByTestId('employee-new')).toBeVisible();
    await (await employeeRow(page, 'Emma Bakker')).click();
    await expect(page).toHaveURL(/#\/Employees\/Edit\/\d+$/);
    const edit = page.url();
    await page.getByTestId('employee-phone').fill('030-1234567');
    await expect(page.getByTestId('employee-dirty')).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('unsaved-stay').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(edit);
    await expect(page.getByTestId('employee-phone')).toHaveValue('030-1234567');

    // Leaving after all goes back to the typed address.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('unsaved-leave').click();
    await expect(page).toHaveURL(/#\/Employees\/Index$/);
    await expect(page.getByTestId('employee-new')).toBeVisible();
  });

  test('Back out of the app, to the page before it, gets the browser question', async ({ page }) => {
    const edit = await openSeededEmployee(page);
    // A new document whose previous history entry is another site's page.
    await page.goto('about:blank');
    await page.goto(edit);
    await page.getByTestId('employee-phone').fill('030-1112233');
    await expect(page.getByTestId('employee-dirty')).toBeVisible();

    const asked = page.waitForEvent('dialog');
    void page.goBack().catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(page).toHaveURL(edit);
    await expect(page.getByTestId('employee-phone')).toHaveValue('030-1112233');
  });

  test('an address typed while editing asks first too', async ({ page }) => {
    const edit = await openSeededEmployee(page);
    await page.getByTestId('employee-phone').fill('030-7654321');
    await expect(page.getByTestId('employee-dirty')).toBeVisible();

    await page.goto('/#/Other/Cars');
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('unsaved-stay').click();
    await expect(page).toHaveURL(edit);
    await expect(page.getByTestId('employee-phone')).toHaveValue('030-7654321');
  });
});
