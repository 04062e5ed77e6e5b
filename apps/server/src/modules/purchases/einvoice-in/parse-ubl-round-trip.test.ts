import { describe, expect, it } from 'vitest';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { call } from '../../../test/harness.ts';
import { OWN_IBAN as IBAN, ownSalesEInvoice } from './own-sales-test-support.ts';
import { parseUbl } from './parse-ubl.ts';

// Our own sales side's e-invoices (invoiceUbl, ubl-document.ts) read back as a customer's purchases would read them:
// the numbers, lines, VAT, IBAN and payment reference survive the trip. Demo owner 1: VAT codes 1 = 21 %, 2 = 9 %,
// 3 = 0 % reverse-charged. One backend: the XML is the same on both.

describe('our own sales e-invoices read back', () => {
  const t = appPerFile('pglite', { admin: ADMIN_1 });
  const ublOf = async (id: number) => {
    const response = await t.app.request('POST', '/r/invoiceUbl', { token: t.admin, body: { id } });
    expect(response.status).toBe(200);
    return parseUbl(Buffer.from(String(response.body), 'utf8'));
  };

  it('an invoice of two rates, a discount row and reverse-charged work, and its credit invoice', async () => {
    const { app, admin } = t;
    const { invoice, xml } = await ownSalesEInvoice(app, admin, {
      name: 'Kantoren Zuid B.V.',
      city: 'Utrecht',
      vatNumber: 'NL001234567B01',
    });
    const read = parseUbl(xml);
    expect(read).toMatchObject({
      kind: 'invoice',
      typeCode: '380',
      invoiceNumber: String(invoice.number),
      issueDate: invoice.invoiceDate,
      dueDate: invoice.expiryDate,
      paymentReference: invoice.paymentReference,
      supplier: {
        name: 'Demo Schoonmaak B.V.',
        vatNumber: 'NL812345670B01',
        cocNumber: '30123456',
        street: 'Stationsplein 1',
        postalCode: '3511 ED',
        city: 'Utrecht',
        country: 'NL',
        bankAccounts: [{ iban: IBAN, bic: '' }],
      },
      allowanceCharges: [],
      totals: {
        lineExtension: invoice.amountExVat,
        taxExclusive: invoice.amountExVat,
        vat: invoice.amountInclVat - invoice.amountExVat,
        taxInclusive: invoice.amountInclVat,
        payable: invoice.amountInclVat,
      },
    });
    // 7.60 × 34.50 = 262.20; 1.50 × 42.00 = 63.00; -10.00; 3.33 × 19.99 = 66.5667 → 66.57 (our row rounding).
    expect(
      read.lines.map((line) => [line.description, line.quantity, line.amount, line.vatCategory, line.vatPercentage]),
    ).toEqual([
      ['Schoonmaak kantoor\nOktober, 3 verdiepingen', 760, 26220, 'S', 2100],
      ['Glasbewassing', 150, 6300, 'S', 900],
      ['Korting', -100, -1000, 'S', 2100],
      ['Onderaanneming', 333, 6657, 'AE', 0],
    ]);
    expect(read.vatBreakdown).toEqual([
      { vatCategory: 'S', vatPercentage: 2100, taxableAmount: 25220, vatAmount: 5296 },
      { vatCategory: 'S', vatPercentage: 900, taxableAmount: 6300, vatAmount: 567 },
      { vatCategory: 'AE', vatPercentage: 0, taxableAmount: 6657, vatAmount: 0 },
    ]);
    expect(read.totals.payable).toBe(25220 + 5296 + 6300 + 567 + 6657);

    // The credit invoice is a CreditNote with positive amounts: read back as negative, what is owed back.
    const creditDraft = await call(app, admin, 'invoicesCreditFor', { id: invoice.id });
    const credit = (await call(app, admin, 'invoiceInvoice', { id: creditDraft.id })).invoice;
    const readCredit = await ublOf(credit.id);
    expect(credit.amountInclVat).toBe(-read.totals.payable);
    expect(readCredit).toMatchObject({
      kind: 'creditNote',
      typeCode: '381',
      invoiceNumber: String(credit.number),
      totals: { taxExclusive: credit.amountExVat, payable: credit.amountInclVat },
    });
    expect(readCredit.lines.map((line) => line.amount)).toEqual([-26220, -6300, 1000, -6657]);
    expect(readCredit.vatBreakdown.map((group) => group.vatAmount)).toEqual([-5296, -567, 0]);
  });
});
