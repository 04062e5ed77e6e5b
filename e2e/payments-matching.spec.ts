import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Issue 19, Matching: a bank payment that names an invoice by its number, for its exact amount, from an account the
// office does not know, is a suggestion (score 60, below the threshold of 80); confirmed in the payment dialog, the
// invoice is paid and leaves the open invoices.
test('a suggested match confirmed in the payment dialog takes the invoice off the open invoices', async ({ page }) => {
  const { post, get } = await adminApi(page.request);
  const customers = (await get('allCustomers')) as { id: number; isManager: number }[];
  const customerId = customers.find((customer) => !customer.isManager)?.id;
  const row = { description: 'Glasbewassing', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 12_345 };
  const draft = await post('saveInvoice', { customerId, rows: [row] });
  const { invoice } = await post('invoiceInvoice', { id: draft.id, invoiceDate: null });
  const payer = `E2E betaler ${unique()}`;
  await post('savePayment', {
    date: invoice.invoiceDate,
    amount: invoice.amountOpen,
    cpName: payer,
    description: `Factuur ${invoice.number}`,
  });

  await login(page, ADMIN, { owner: OWNER_1 });
  const openInvoicesWithNumber = async () => {
    await page.goto('/#/Sales/OpenInvoices');
    await page.getByTestId('filter-invoice-number').fill(String(invoice.number));
    return page.getByTestId('total-openInvoices');
  };
  await expect(await openInvoicesWithNumber()).toHaveText('1');
  await page.goto('/#/Payments/Index');
  await page.getByTestId('payments-analyse').click();
  await expect(notice(page, 'positive', 'with suggestions')).toBeVisible();
  await page.getByTestId('payments-filter-start').fill('01-01-2000');
  await page.getByTestId('payments-filter-start').blur();
  await search(page, payer);
  const line = rowsWith(page, payer);
  await expect(line.getByTestId('payment-state')).toHaveText('Suggested');
  await line.click();

  const dialog = page.getByTestId('payment-dialog-body');
  const link = dialog.getByTestId('payment-link');
  await expect(link).toContainText(`Invoice ${invoice.number}`);
  await expect(link.getByTestId('payment-link-score')).toHaveText('Score 60');
  await expect(link.getByTestId('payment-link-reasons')).toContainText(
    `Invoice number ${invoice.number} in the description`,
  );
  await expect(link.getByTestId('payment-link-reasons')).toContainText('Exact open amount');
  await link.getByTestId('payment-link-confirm').click();
  await expect(dialog.getByTestId('payment-state')).toHaveText('Matched');
  await page.getByTestId('payment-dialog-close').click();

  await expect(await openInvoicesWithNumber()).toHaveText('0');
});
