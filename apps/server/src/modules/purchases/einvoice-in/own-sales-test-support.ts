import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/harness.ts';
import { invoiced, newCustomer, row } from '../../sales/invoices/test-support.ts';

// An e-invoice made by our own sales side (invoiceUbl, ubl-document.ts) for the tests that read one back: demo
// owner 1's VAT codes 1 = 21 %, 2 = 9 %, 3 = 0 % reverse-charged; 7.60 × 34.50 = 262.20, 1.50 × 42.00 = 63.00,
// a discount of -10.00 and 3.33 × 19.99 = 66.5667 → 66.57 reverse-charged.

export const OWN_IBAN = 'NL91ABNA0417164300';

/** The invoiced invoice of owner `token` to a new customer with `customer`'s fields, and its UBL text. */
export async function ownSalesEInvoice(app: TestApp, token: string, customer: Record<string, unknown>) {
  // The invoice template's account is the one the e-invoice asks to be paid into.
  await call(app, token, 'savePdfTemplate', { type: 1, name: 'Factuur', active: 1, iban: OWN_IBAN });
  const { id } = await newCustomer(app, token, customer);
  const invoice = await invoiced(app, token, id, {
    rows: [
      row({ description: 'Schoonmaak kantoor\nOktober, 3 verdiepingen', units: 760, unitPrice: 3450 }),
      row({ description: 'Glasbewassing', workTypeId: 2, vatCode: 2, units: 150, unitPrice: 4200 }),
      row({ description: 'Korting', units: 100, unitPrice: -1000 }),
      row({ description: 'Onderaanneming', vatCode: 3, units: 333, unitPrice: 1999 }),
    ],
  });
  const response = await app.request('POST', '/r/invoiceUbl', { token, body: { id: invoice.id } });
  expect(response.status).toBe(200);
  return { invoice, xml: String(response.body) };
}
