import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1 } from './support/session.ts';

// The real Rabobank camt.053 (two accounts, 132 statements, 9 lines), read where the reference files live.
const RABOBANK = new URL('../../shared/reference/iso20022/camt/samples-rabobank-nl/CAMT053.xml', import.meta.url);
const IBANS = ['NL17RABO0310029597', 'NL59RABO3181240869'];

/** Owner 1's bank accounts by IBAN, for the ones this spec needs that are not there yet. */
async function missingAccounts(page: Page): Promise<string[]> {
  const token = await apiToken(page.request, ADMIN, 1);
  const answer = await page.request.get('/api/r/allBankAccounts', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const known = ((await answer.json()) as { iban: string }[]).map((account) => account.iban);
  return IBANS.filter((iban) => !known.includes(iban));
}

async function importRabobank(page: Page) {
  await page.getByTestId('bank-import-open').click();
  const dialog = page.getByTestId('bank-import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'CAMT053.xml',
    mimeType: 'application/xml',
    buffer: readFileSync(RABOBANK),
  });
  await expect(dialog.getByTestId('bank-import-job')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  return dialog;
}

// Issue 19: the payments administrator adds the bank accounts, imports the bank's camt.053 through the dialog and
// sees what it did; the same file again adds nothing and says so.
test('a camt.053 imported from the bank accounts page, and the same file again only duplicates', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Payments/BankAccounts');
  await expect(page.getByTestId('bank-accounts-page')).toBeVisible();
  for (const iban of await missingAccounts(page)) {
    await page.getByTestId('owner-list-new').click();
    const form = page.getByTestId('owner-list-dialog');
    await form.getByTestId('field-name').fill(`Rabobank ${iban.slice(-4)}`);
    await form.getByTestId('field-iban').fill(iban);
    await form.getByTestId('dialog-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('bank-accounts-page')).toContainText(iban);
  }

  let dialog = await importRabobank(page);
  await expect(dialog.getByTestId('bank-import-statements')).toContainText('132');
  // Other tests may have brought this file in already: then its lines are duplicates here.
  const imported = Number((await dialog.getByTestId('bank-import-imported').innerText()).replace(/\D/g, ''));
  const duplicates = Number((await dialog.getByTestId('bank-import-duplicates').innerText()).replace(/\D/g, ''));
  expect(imported + duplicates).toBe(9);
  await dialog.getByTestId('bank-import-close').click();

  dialog = await importRabobank(page);
  await expect(dialog.getByTestId('bank-import-imported')).toContainText('0');
  await expect(dialog.getByTestId('bank-import-duplicates')).toContainText('9');
  await dialog.getByTestId('bank-import-close').click();

  // The balance per date shows both accounts, with a difference (no initial balance was given) in red.
  await page.goto('/#/Payments/SaldoDate');
  await page.getByTestId('saldo-date').fill('19-10-2016');
  await page.getByTestId('saldo-date').blur();
  await expect(page.getByTestId('saldo-date-page')).toContainText(IBANS[0] ?? '');
  await expect(
    page
      .getByTestId('saldo-date-page')
      .getByTestId(/^saldo-difference-/)
      .first(),
  ).toBeVisible();
});
