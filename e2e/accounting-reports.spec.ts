import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, adminApi, login, OWNER_1 } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Issue 20's reports: an invoice invoiced today raises the debtors on the balance (which stays balanced) and the
// revenue on the P&L by its amounts, is an open item on AccountsReceivable, and the open items download as Excel.

const euros = (cents: number) =>
  (cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface ReportLine {
  number: string;
  current: number;
}
const lineOf = (section: { classes: { accounts: ReportLine[] }[] }, number: string) =>
  section.classes.flatMap((c) => c.accounts).find((a) => a.number === number)?.current ?? 0;

test('a booked invoice on the balance, the P&L and the receivables, whose Excel downloads', async ({ page }) => {
  const { post, get } = await adminApi(page.request);
  const [customer] = await get('allCustomers');
  const before = await post('balance', {});
  const year = before.date.slice(0, 4);
  const plBefore = await post('profitLoss', { startDate: `${year}-01-01`, endDate: before.date });
  const draft = await post('saveInvoice', {
    customerId: customer.id,
    rows: [{ description: 'Glasbewassing', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 98_765 }],
  });
  const { invoice } = await post('invoiceInvoice', { id: draft.id, invoiceDate: null });

  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/Balance' });
  await expect(page.getByTestId('balance-balanced')).toHaveText('Balanced');
  const debtors = page.getByTestId('balance-assets').locator('tr').filter({ hasText: '1300 Debiteuren' });
  await expect(debtors).toContainText(euros(lineOf(before.assets, '1300') + invoice.amountInclVat));

  await page.goto('/#/Accounting2/ProfitLoss');
  const revenue = page.getByTestId('profit-loss').locator('tr').filter({ hasText: '8000 ' });
  await expect(revenue).toContainText(euros(lineOf(plBefore.income, '8000') + 98_765));
  // In thousands the result is whole units.
  await page.getByTestId('report-scale').click();
  await page.getByRole('option', { name: 'Thousands of euros', exact: true }).click();
  await expect(page.getByTestId('pl-result')).not.toContainText('.');

  await page.goto('/#/Accounting2/AccountsReceivable');
  await search(page, String(invoice.number));
  await expect(rowsWith(page, String(invoice.number))).toContainText(euros(invoice.amountInclVat));
  const downloading = page.waitForEvent('download');
  await page.getByTestId('open-items-excel').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/Accounts receivable .*\.xlsx$/);
  const bytes = await readFile(await download.path());
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(copy.buffer);
  const values = JSON.stringify(workbook.worksheets[0]?.getSheetValues());
  expect(values).toContain(String(invoice.number));
  expect(values).toContain(String(invoice.amountInclVat / 100));
});
