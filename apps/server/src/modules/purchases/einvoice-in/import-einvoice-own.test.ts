import { describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { ALL_BACKENDS, call } from '../../../test/harness.ts';
import { OWN_IBAN as IBAN, ownSalesEInvoice } from './own-sales-test-support.ts';

// One owner's sales e-invoice imported by another owner as a purchase: demo owner 1 (VAT NL812345670B01, VAT codes
// 1 = 21 %, 2 = 9 %, 3 = 0 % reverse-charged) invoices owner 2, whose supplier it is. The reverse-charged row lands
// on owner 2's reverse-charge code, each rate on its own code, and the amounts are the invoice's to the cent.

describe.each(ALL_BACKENDS)('our own sales e-invoice as a purchase on %s', (backend) => {
  const t = appPerFile(backend, { seller: ADMIN_1, buyer: ADMIN_2 });

  it('becomes a draft of the same rows, VAT, IBAN and payment reference', async () => {
    const { app, seller, buyer } = t;
    const { invoice, xml } = await ownSalesEInvoice(app, seller, {
      name: 'Tweede Vestiging B.V.',
      vatNumber: 'NL823456781B01',
    });

    const codes = {
      high: await call(app, buyer, 'saveVatCode', { name: '21%', percentage: 2100 }),
      low: await call(app, buyer, 'saveVatCode', { name: '9%', percentage: 900 }),
      shifted: await call(app, buyer, 'saveVatCode', { name: 'verlegd', percentage: 0, reverseCharge: 1 }),
    };
    const purchaseTypeId = (await call(app, buyer, 'savePurchaseType', { name: 'Onderaanneming' })).id;
    const categoryId = (await call(app, buyer, 'savePurchaseCategory', { name: 'Diensten' })).id;
    const supplier = await call(app, buyer, 'saveSupplier', {
      name: 'Demo Schoonmaak',
      city: 'Utrecht',
      vatNumber: '812345670B01',
      bankAccounts: [{ iban: IBAN }],
    });
    const response = await app.request('POST', '/r/importPurchaseEInvoice', {
      token: buyer,
      body: {
        fileName: 'Factuur.xml',
        contentBase64: Buffer.from(xml).toString('base64'),
        categoryId,
        purchaseTypeId,
      },
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const { purchase, warnings } = response.json;
    expect(response.json.supplier).toMatchObject({ found: true, by: 'vatNumber', supplier: { id: supplier.id } });
    expect(warnings).toEqual([]);
    expect(purchase).toMatchObject({
      supplierId: supplier.id,
      invoiceNo: String(invoice.number),
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.expiryDate,
      paymentReference: invoice.paymentReference,
      amountExVat: invoice.amountExVat,
      amountInclVat: invoice.amountInclVat,
      bankAccounts: [{ iban: IBAN, percentage: 100 }],
    });
    expect(
      purchase.rows.map((r: { description: string; amount: number; vatCodeId: number }) => [
        r.description,
        r.amount,
        r.vatCodeId,
      ]),
    ).toEqual([
      ['Schoonmaak kantoor\nOktober, 3 verdiepingen', 26220, codes.high.id],
      ['Glasbewassing', 6300, codes.low.id],
      ['Korting', -1000, codes.high.id],
      ['Onderaanneming', 6657, codes.shifted.id],
    ]);
    expect(purchase.rows[3]).toMatchObject({ reverseCharge: 1, vatPercentage: 0 });
  });
});
