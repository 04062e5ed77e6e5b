import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// Accounts receivable (issue 17): the demo's open invoices on today's date by age, and the server's Excel of them.

test('accounts receivable shows the open items by age and exports them with a totals row', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Sales/AccountReceivable');
  await expect(page.getByTestId('account-receivable-page')).toBeVisible();
  const total = page.getByTestId('receivables-total-total');
  await expect(total).toContainText('€');
  // A date before any invoice: nothing was open then.
  const date = page.getByTestId('receivables-date');
  await date.fill('01-01-2000');
  await date.press('Tab');
  await expect(total).toHaveText(/^€\s?0[.,]00$/);
  await page.reload();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('table-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2} Accounts receivable \d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toContain('Customer');
  expect(sheet?.getRow(sheet.rowCount).getCell(2).value).toBe('Total');
});
