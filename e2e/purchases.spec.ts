import { expect, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { ADMIN, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith } from './support/table.ts';

const SUPPLIER = '1 Schoonmaakgroothandel Utrecht BV';

// Issue 18: a purchase invoice with two rows is saved as a draft, made definitive (numbered), seen among the open
// purchases, and "deleted": a numbered purchase keeps its number with amount 0; its supplier cannot be deleted.
test('a purchase invoice is entered, made definitive, open, and kept at zero when deleted', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  const invoiceNo = `F-${unique()}`;
  await page.goto('/#/Purchases/Purchases');
  await expect(page.getByTestId('purchases-totals-count')).toBeVisible();
  await page.getByTestId('purchase-new').click();
  await expect(page).toHaveURL(/#\/Purchases\/Purchases\/Edit\/0/);

  await page.getByTestId('purchase-supplier').fill('Schoonmaakgroothandel');
  await page.getByRole('option', { name: SUPPLIER, exact: true }).click();
  await page.getByTestId('purchase-invoiceNo').fill(invoiceNo);
  await page.getByTestId('purchase-invoiceDate').fill('02-11-2026');
  await page.getByTestId('purchase-invoiceDate').blur();
  // The supplier's 30 payment days.
  await expect(page.getByTestId('purchase-dueDate')).toHaveValue('02-12-2026');
  await chooseOption(page, page.getByTestId('purchase-category'), 'Schoonmaakmiddelen');

  // Two rows: € 100 at 21 % (the purchase type's VAT code) and € 50 at 9 %.
  await chooseOption(page, page.getByTestId('purchase-row-0-type'), 'Schoonmaakmiddelen');
  await expect(page.getByTestId('purchase-row-0-vat')).toHaveValue('21% hoog');
  await page.getByTestId('purchase-row-0-description').fill('Allesreiniger 10 l');
  await page.getByTestId('purchase-row-0-amount').fill('100');
  await page.getByTestId('purchase-row-add').click();
  await chooseOption(page, page.getByTestId('purchase-row-1-type'), 'Machines en onderhoud');
  await chooseOption(page, page.getByTestId('purchase-row-1-vat'), '9% laag');
  await page.getByTestId('purchase-row-1-description').fill('Borstels');
  await page.getByTestId('purchase-row-1-amount').fill('50');
  await page.getByTestId('purchase-row-1-amount').blur();
  await expect(page.getByTestId('purchase-total-excl')).toHaveText('€150.00');
  await expect(page.getByTestId('purchase-total-incl')).toHaveText('€175.50');

  await page.getByTestId('purchase-save').click();
  await expect(notice(page, 'positive', 'Purchase invoice saved.')).toBeVisible();
  await expect(page).toHaveURL(/#\/Purchases\/Purchases\/Edit\/[1-9]\d*/);
  await expect(page.getByTestId('purchase-state')).toHaveText('Draft');

  await page.getByTestId('purchase-definitive').click();
  await page.getByTestId('purchase-definitive-confirm').click();
  await expect(notice(page, 'positive', 'made definitive with number')).toBeVisible();
  await expect(page.getByTestId('purchase-title')).toHaveText(/^Purchase invoice \d+ · Schoonmaakgroothandel/);
  const number = (await page.getByTestId('purchase-title').innerText()).match(/\d+/)?.[0] ?? '';

  await page.goto('/#/Purchases/OpenPurchases');
  const open = rowsWith(page, invoiceNo);
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('€175.50');
  await open.click();

  await page.getByTestId('purchase-delete').click();
  await page.getByTestId('confirm-delete').click();
  await expect(notice(page, 'positive', 'its amount has been set to zero')).toBeVisible();
  await expect(page.getByTestId('purchase-title')).toHaveText(new RegExp(`^Purchase invoice ${number} `));
  await expect(page.getByTestId('purchase-total-incl')).toHaveText('€0.00');
  await expect(page.getByTestId('purchase-state')).toHaveText('Set to zero');

  // The supplier has purchases now: its delete is refused with the spec's own message, and it stays.
  await page.goto('/#/Suppliers/Edit/1');
  await page.getByTestId('supplier-delete').click();
  await page.getByTestId('confirm-delete').click();
  await expect(notice(page, 'negative', 'This supplier has purchases and cannot be deleted.')).toBeVisible();
  await expect(page.getByTestId('supplier-title')).toContainText('Schoonmaakgroothandel');
});
