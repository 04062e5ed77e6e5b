import { expect, type Page, test } from '@playwright/test';
import { chooseOption, typeDate } from './support/employees.ts';
import { ADMIN, login, OWNER_2, unique } from './support/session.ts';
import { rowsWith } from './support/table.ts';

// Issue 20, bookings by hand: a journal entry made in the dialog shows in the bookings; the book period closed on its
// page (after a confirmation that it cannot be undone), then an entry dated in it is refused with the message. On the
// second demo owner, closed far in the past, so no other test's bookings are affected.

async function fillEntry(page: Page, description: string, date?: string) {
  await page.getByTestId('journal-entry-new').click();
  const dialog = page.getByTestId('journal-entry-form');
  await expect(dialog).toBeVisible();
  if (date) await typeDate(dialog.getByTestId('journal-date'), date);
  await chooseOption(page, dialog.getByTestId('journal-account-0'), '4600 Kantoorkosten');
  await dialog.getByTestId('journal-description-0').fill(description);
  await dialog.getByTestId('journal-debit-0').fill('12.34');
  await expect(dialog.getByTestId('journal-difference')).toContainText('12.34');
  await chooseOption(page, dialog.getByTestId('journal-account-1'), '1000 Kas');
  await dialog.getByTestId('journal-description-1').fill(description);
  await dialog.getByTestId('journal-credit-1').fill('12.34');
  await expect(dialog.getByTestId('journal-difference')).toHaveText('Balanced');
  await dialog.getByTestId('dialog-save').click();
  return dialog;
}

test('a journal entry made in the dialog shows in the bookings', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_2, from: '/#/Accounting2/Bookings' });
  const description = `E2E correctie ${unique()}`;
  const dialog = await fillEntry(page, description);
  await expect(dialog).toBeHidden();
  await expect(rowsWith(page, description)).toHaveCount(2);
  await expect(rowsWith(page, description).filter({ hasText: '4600' })).toContainText('12.34');
});

test('the period closed on its page refuses a journal entry dated in it, with the message', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_2, from: '/#/Accounting2/CloseBookPeriod' });
  await typeDate(page.getByTestId('close-period-date'), '31-12-2019');
  await page.getByTestId('close-period').click();
  await expect(page.getByRole('dialog')).toContainText('This cannot be undone');
  await page.getByTestId('close-period-confirm').click();
  await expect(page.getByTestId('close-period-current')).toContainText('31-12-2019');

  await page.goto('/#/Accounting2/Bookings');
  const description = `E2E gesloten ${unique()}`;
  const dialog = await fillEntry(page, description, '15-12-2019');
  await expect(
    page.getByText('The books are closed up to 31-12-2019: nothing can be booked on 15-12-2019.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
