import { expect, test } from '@playwright/test';
import { ADMIN, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith } from './support/table.ts';

// Issue 18: a subcontractor supplier paid 70 % to its ordinary account and 30 % to its G-account, in the list.
test('a subcontractor supplier with a 70/30 G-account split is saved and listed', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  const name = `Glasbewassing ${unique()}`;
  await page.goto('/#/Purchases/Suppliers');
  await page.getByTestId('supplier-new').click();
  await expect(page).toHaveURL(/#\/Suppliers\/Edit\/0/);
  await expect(page.getByTestId('supplier-number')).toHaveValue('<auto>');
  await page.getByTestId('supplier-name').fill(name);
  await page.getByTestId('supplier-city').fill('Utrecht');
  await page.getByTestId('supplier-subcontractor').check();

  // The first account takes 100 %; lowering it to 70 leaves 30 for the G-account added next.
  await page.getByTestId('supplier-bank-add').click();
  await page.getByTestId('supplier-bank-0-iban').fill('NL91 ABNA 0417 1643 00');
  await page.getByTestId('supplier-bank-0-percentage').fill('70');
  await page.getByTestId('supplier-bank-add').click();
  await expect(page.getByTestId('supplier-bank-1-percentage')).toHaveValue('30 %');
  await page.getByTestId('supplier-bank-1-iban').fill('NL20INGB0001234567');
  await page.getByTestId('supplier-bank-1-g').check();
  await expect(page.getByTestId('supplier-bank-total')).toContainText('100');

  await page.getByTestId('supplier-save').click();
  await expect(notice(page, 'positive', 'Supplier saved')).toBeVisible();
  await expect(page).toHaveURL(/#\/Suppliers\/Edit\/[1-9]\d*/);
  await expect(page.getByTestId('supplier-number')).not.toHaveValue('<auto>');
  await expect(page.getByTestId('supplier-bank-0-iban')).toHaveValue('NL91ABNA0417164300');
  await expect(page.getByTestId('supplier-bank-1-g')).toBeChecked();

  await page.getByTestId('supplier-back').click();
  await page.getByTestId('suppliers-kind-1').click();
  const row = rowsWith(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('NL91 ABNA 0417 1643 00 · 70 %');
  await expect(row).toContainText('NL20 INGB 0001 2345 67 · 30 %');
  await expect(row.getByText('G-account', { exact: true })).toBeVisible();
});
