import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, login, notice, OWNER_1 } from './support/session.ts';

// The CEN TC 434 example 1 (De Koksmaat, 20 lines at 6 % and 21 %), read where the reference files live, never copied.
const EXAMPLE_1 = new URL('../../shared/reference/einvoice/ubl-tc434-example1.xml', import.meta.url);

// Issue 18: a supplier's UBL e-invoice uploaded on the purchases list: its unknown supplier is created from the
// dialog, the draft opens with the file's rows and totals, and is made definitive (numbered); the same file again is
// imported only when confirmed.
test('an uploaded UBL e-invoice becomes a draft of a supplier created from it; the same file again is confirmed', async ({
  page,
}) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  const dialog = page.getByTestId('einvoice-dialog');
  const upload = async () => {
    await page.goto('/#/Purchases/Purchases');
    await page.getByTestId('einvoice-upload').click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'ubl-tc434-example1.xml',
      mimeType: 'application/xml',
      buffer: readFileSync(EXAMPLE_1),
    });
    // The demo's Purchases settings name the category and purchase type a new purchase starts with.
    await expect(dialog.getByTestId('einvoice-category')).toHaveValue('Schoonmaakmiddelen');
    await expect(dialog.getByTestId('einvoice-type')).toHaveValue('Schoonmaakmiddelen');
    await dialog.getByTestId('einvoice-import').click();
  };
  await upload();

  // Not one of owner 1's suppliers: offered with the invoice's name, numbers, address and first account.
  await expect(dialog.getByTestId('einvoice-new-supplier')).toContainText('12115118');
  await expect(dialog.getByTestId('einvoice-supplier-name')).toHaveValue('De Koksmaat');
  await expect(dialog.getByTestId('einvoice-supplier-vatNumber')).toHaveValue('NL820098395B01');
  await expect(dialog.getByTestId('einvoice-supplier-cocNumber')).toHaveValue('57151520');
  await expect(dialog.getByTestId('einvoice-supplier-city')).toHaveValue('Velsen-Noord');
  await expect(dialog.getByTestId('einvoice-supplier-iban')).toHaveValue('NL57RABO0107307510');
  await dialog.getByTestId('einvoice-create-supplier').click();

  await expect(notice(page, 'positive', 'E-invoice 12115118 imported')).toBeVisible();
  await expect(page).toHaveURL(/#\/Purchases\/Purchases\/Edit\/[1-9]\d*/);
  await expect(page.getByTestId('purchase-invoiceNo')).toHaveValue('12115118');
  await expect(page.getByTestId('purchase-invoiceDate')).toHaveValue('09-01-2015');
  await expect(page.getByTestId('purchase-supplier')).toHaveValue(/De Koksmaat$/);
  await expect(page.getByTestId('purchase-rows').getByTestId(/^purchase-row-\d+$/)).toHaveCount(20);
  await expect(page.getByTestId('purchase-row-0-description')).toHaveValue('PATAT FRITES 10MM 10KG');
  await expect(page.getByTestId('purchase-row-19-amount')).toHaveValue(/-109\.98/);
  await expect(page.getByTestId('purchase-total-excl')).toHaveText('€229.60');
  await expect(page.getByTestId('purchase-total-incl')).toHaveText('€250.33');
  await expect(page.getByTestId('purchase-document-name')).toHaveText('ubl-tc434-example1.xml');

  await page.getByTestId('purchase-definitive').click();
  await page.getByTestId('purchase-definitive-confirm').click();
  await expect(notice(page, 'positive', 'made definitive with number')).toBeVisible();
  await expect(page.getByTestId('purchase-title')).toHaveText(/^Purchase invoice \d+ · De Koksmaat/);
  const first = page.url();

  // The same file again: the supplier is found now, and the second purchase with its number is asked about.
  await upload();
  await expect(dialog.getByTestId('einvoice-duplicate')).toContainText('invoice number 12115118');
  await dialog.getByTestId('einvoice-import-anyway').click();
  await expect(page).toHaveURL(/#\/Purchases\/Purchases\/Edit\/[1-9]\d*/);
  expect(page.url()).not.toBe(first);
  await expect(page.getByTestId('purchase-title')).toHaveText(/^Draft purchase invoice · De Koksmaat/);
});
