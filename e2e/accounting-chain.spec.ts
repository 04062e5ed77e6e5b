import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, login, OWNER_1, unique } from './support/session.ts';

// Issue 20, the whole chain: an invoice invoiced raises the debtors on the balance; its payment, imported from the
// bank's camt.053 with the invoice's payment reference, is matched by itself, and on the balance the debtors are back
// where they were while the bank went up by the amount.

const euros = (cents: number) =>
  (cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface ReportLine {
  number: string;
  current: number;
}
const lineOf = (section: { classes: { accounts: ReportLine[] }[] }, number: string) =>
  section.classes.flatMap((c) => c.accounts).find((a) => a.number === number)?.current ?? 0;

/** A camt.053 of the demo's bank account with one credit of `cents` on `date` carrying `reference`. */
const camt = (cents: number, reference: string, date: string, id: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">' +
  `<BkToCstmrStmt><Stmt><Id>${id}</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
  `<Ntry><Amt Ccy="EUR">${(cents / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt><NtryDtls><TxDtls>` +
  `<Refs><EndToEndId>${id}</EndToEndId></Refs><RltdPties><Dbtr><Nm>E2E klant ${id}</Nm></Dbtr></RltdPties>` +
  `<RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>` +
  '</Stmt></BkToCstmrStmt></Document>';

test('an invoice and its imported payment on the balance: debtors up and back down, the bank up', async ({ page }) => {
  const { post, get } = await adminApi(page.request);
  const customers = (await get('allCustomers')) as { id: number; isManager: number }[];
  const customerId = customers.find((customer) => !customer.isManager)?.id;
  const before = await post('balance', {});
  const draft = await post('saveInvoice', {
    customerId,
    rows: [{ description: 'Kantoorschoonmaak', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 45_678 }],
  });
  const { invoice } = await post('invoiceInvoice', { id: draft.id, invoiceDate: null });

  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/Balance' });
  const account = (number: string) =>
    page
      .getByTestId('balance-assets')
      .locator('tr')
      .filter({ hasText: new RegExp(`^${number} `) });
  await expect(account('1300')).toContainText(euros(lineOf(before.assets, '1300') + invoice.amountInclVat));

  await page.goto('/#/Payments/Index');
  await page.getByTestId('bank-import-open').click();
  const dialog = page.getByTestId('bank-import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'camt053.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(camt(invoice.amountInclVat, invoice.paymentReference, invoice.invoiceDate, `E2E-${unique()}`)),
  });
  await expect(dialog.getByTestId('bank-import-job')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(dialog.getByTestId('bank-import-imported')).toContainText('1');
  await dialog.getByTestId('bank-import-close').click();

  await page.goto('/#/Accounting2/Balance');
  await expect(page.getByTestId('balance-balanced')).toHaveText('Balanced');
  await expect(account('1300')).toContainText(euros(lineOf(before.assets, '1300')));
  await expect(account('1100')).toContainText(euros(lineOf(before.assets, '1100') + invoice.amountInclVat));
});
