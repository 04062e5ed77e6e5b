import { readFile } from 'node:fs/promises';
import { formatPaymentReference } from '@backoffice/domain';
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1 } from './support/session.ts';

// Paid by reference, readable by machines (issue 17): an invoiced invoice shows its payment reference and downloads
// as a UBL e-invoice carrying it. Its EN 16931 validity is tested on the server (ubl.test.ts).

test('an invoiced invoice shows its payment reference and downloads as a UBL e-invoice', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  const token = await apiToken(page.request, ADMIN, 1);
  const answer = await page.request.post('/api/r/invoicesDateRangePaged', {
    headers: { authorization: `Bearer ${token}` },
    data: { startDate: '2000-01-01', endDate: '2999-12-31', status: 1, orderBy: 'number', descending: 1, perPage: 20 },
  });
  const { invoices } = (await answer.json()) as {
    invoices: { id: number; number: number; paymentReference: string }[];
  };
  const invoice = invoices.find((row) => row.paymentReference);
  if (!invoice) throw new Error('no invoiced invoice with a payment reference');

  await page.goto(`/#/Sales/Invoices/Edit/${invoice.id}`);
  await expect(page.getByTestId('invoice-summary-payment-reference')).toContainText(
    formatPaymentReference(invoice.paymentReference),
  );

  const downloading = page.waitForEvent('download');
  await page.getByTestId('invoice-ubl').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toContain(`${invoice.number}.xml`);
  const xml = await readFile(await download.path(), 'utf8');
  expect(xml.startsWith('<?xml')).toBe(true);
  expect(xml).toContain(`<cbc:PaymentID>${invoice.paymentReference}</cbc:PaymentID>`);
});
