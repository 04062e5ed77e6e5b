import { expect, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { watchEverDrawn } from './support/ever-drawn.ts';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// Issue 16: on a phone the filters of a list page filled the first screen; the filter bar now folds them under one
// "Filters" button that counts the filters set, while the page's own buttons stay in view.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the bookings filters start folded under one button that counts the filters set', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/Bookings' });
  const toggle = page.getByTestId('filter-bar-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const account = page.getByTestId('bookings-account');
  await expect(account).toBeHidden();
  await expect(page.getByTestId('bookings-start')).toBeHidden();
  await expect(page.getByTestId('filter-bar-count')).toHaveCount(0);
  // The page's own button is not folded away, and the list starts on the first screen.
  await expect(page.getByTestId('journal-entry-new')).toBeVisible();
  const title = page.getByRole('heading', { name: 'Bookings' });
  await expect(title).toBeVisible();
  const titleBox = await title.boundingBox();
  expect((titleBox?.y ?? 1000) + (titleBox?.height ?? 0)).toBeLessThan(844);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(account).toBeVisible();
  // Not 1000 Kas: accounting-export (the same lane, earlier) renames it.
  await chooseOption(page, account, '1300 Debiteuren');
  await expect(page).toHaveURL(/#\/Accounting2\/Bookings\/-\/-\/[1-9]\d*$/);
  await toggle.click();
  await expect(account).toBeHidden();
  const count = page.getByTestId('filter-bar-count');
  await expect(count).toHaveText('1');
  await expect(count).toHaveAttribute('aria-label', '1 filter set');
});

test('on a phone the invoice list counts its filters set, a changed period once', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Sales/Invoices' });
  const toggle = page.getByTestId('filter-bar-toggle');
  await toggle.click();
  await chooseOption(page, page.getByTestId('invoices-filter-paid'), 'Yes');
  await page.getByTestId('invoices-filter-start').fill('01-01-2026');
  await page.getByTestId('invoices-filter-start').press('Tab');
  await toggle.click();
  const count = page.getByTestId('filter-bar-count');
  await expect(count).toHaveText('2');
  await expect(count).toHaveAttribute('aria-label', '2 filters set');
});

test('on a phone a list is drawn as cards from the first render, also when its rows are already loaded', async ({
  page,
}) => {
  const desktopTables = await watchEverDrawn(page, '[data-testid="table-grid"]');
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Sales/Invoices' });
  await expect(page.locator('[data-testid^="table-card-"]').first()).toBeVisible();
  // Back to a list whose rows are known: the table mounts with them at once.
  await page.goto('/#/Sales/OpenInvoices');
  await expect(page.getByRole('heading', { name: 'Open invoices' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-testid^="table-card-"]').first()).toBeVisible();
  expect(await desktopTables()).toBe(0);
});

test('turning a phone keeps the filter being typed in: same field, its text and the focus', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Sales/Invoices' });
  await page.getByTestId('filter-bar-toggle').click();
  const customer = page.getByTestId('invoices-filter-customer');
  await customer.click();
  await customer.pressSequentially('Spo');
  // A mark on the element itself: a remounted field would be a new element without it.
  await customer.evaluate((element) => element.setAttribute('data-marked', 'yes'));

  await page.setViewportSize({ width: 844, height: 390 });
  await expect(page.getByTestId('filter-bar-toggle')).toHaveCount(0);
  await expect(customer).toHaveAttribute('data-marked', 'yes');
  await expect(customer).toBeFocused();
  await expect(customer).toHaveValue('Spo');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('filter-bar-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(customer).toHaveAttribute('data-marked', 'yes');
  await expect(customer).toHaveValue('Spo');
});
