import { errorMessage } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { ALL_BACKENDS, call, countRows } from '../../../test/harness.ts';
import { referenceEInvoice } from './test-files.ts';

// importPurchaseEInvoice on both backends: the TC 434 examples become draft purchases of the supplier found by its
// numbers, with the XML as their document; an unknown supplier is offered, not guessed; refusals change nothing.
// Demo owner 1's VAT codes: 1 = 21 %, 2 = 9 %, 3 = 0 % reverse-charged, 4 = 6 % (valid until 2019: example 1 is
// of 2015).

const EXAMPLE_1 = referenceEInvoice('ubl-tc434-example1.xml');
const CREDIT_NOTE = referenceEInvoice('ubl-tc434-creditnote1.xml');
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe.each(ALL_BACKENDS)('importPurchaseEInvoice on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2, planner: PLANNER_1 });
  let categoryId: number;
  let purchaseTypeId: number;

  const importFile = (bytes: Buffer | string, fields: Record<string, unknown> = {}, token = t.owner1) =>
    t.app.request('POST', '/r/importPurchaseEInvoice', {
      token,
      body: { fileName: 'factuur.xml', contentBase64: base64(bytes), ...fields },
    });
  const written = async () => [await countRows(t.app, 'purchases'), await countRows(t.app, 'uploads')];

  beforeAll(async () => {
    purchaseTypeId = (await call(t.app, t.owner1, 'savePurchaseType', { name: 'Kantine' })).id;
    categoryId = (await call(t.app, t.owner1, 'savePurchaseCategory', { name: 'Inkoop' })).id;
    await call(t.app, t.owner1, 'savePurchaseSettings', { purchaseTypeId, categoryId });
  });

  it('offers an unknown supplier and saves nothing; once created, the invoice becomes its draft', async () => {
    const before = await written();
    const unknown = await importFile(EXAMPLE_1);
    expect(unknown.status, JSON.stringify(unknown.json)).toBe(200);
    expect(unknown.json).toMatchObject({
      purchase: null,
      warnings: [],
      supplier: {
        found: false,
        newSupplier: { name: 'De Koksmaat', vatNumber: 'NL820098395B01', city: 'Velsen-Noord' },
      },
      einvoice: { invoiceNumber: '12115118', totals: { payable: 25033 } },
    });
    expect(await written()).toEqual(before);

    const created = await call(t.app, t.owner1, 'saveSupplier', {
      ...unknown.json.supplier.newSupplier,
      paymentDays: 30,
    });
    const response = await importFile(EXAMPLE_1);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const { supplier, purchase, warnings } = response.json;
    expect(supplier).toMatchObject({ found: true, by: 'vatNumber', supplier: { id: created.id } });
    expect(warnings).toEqual([]);
    expect(purchase).toMatchObject({
      status: 0,
      number: 0,
      supplierId: created.id,
      invoiceNo: '12115118',
      invoiceDate: '2015-01-09',
      bookDate: '2015-01-09',
      // The invoice's own due date, not the supplier's 30 days.
      dueDate: '2015-01-09',
      categoryId,
      paymentReference: 'Deb. 10202 / Fact. 12115118',
      amountExVat: 22960,
      amountVat: 2073,
      amountInclVat: 25033,
      // The invoice names the supplier's own account: the supplier's accounts are paid.
      bankAccounts: [{ iban: 'NL57RABO0107307510', bic: '', percentage: 100, gAccount: 0 }],
    });
    expect(purchase.rows).toHaveLength(20);
    expect(purchase.rows[0]).toMatchObject({
      purchaseTypeId,
      description: 'PATAT FRITES 10MM 10KG',
      amount: 1990,
      vatCodeId: 4,
      vatPercentage: 600,
    });
    expect(purchase.rows[19]).toMatchObject({ description: 'FRITUUR VET 10 KG RETOUR', amount: -10998 });
    expect(new Set(purchase.rows.map((row: { vatCodeId: number }) => row.vatCodeId))).toEqual(new Set([4, 1]));
    expect(purchase.vatAmounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ vatCode: 4, base: 18323, vat: 1099 })]),
    );

    // The XML is the purchase's document, byte for byte.
    const document = await t.app.download(t.owner1, purchase.uploadId);
    expect(document.status).toBe(200);
    expect(Buffer.compare(document.bytes, EXAMPLE_1)).toBe(0);
    const stored = await call(t.app, t.owner1, 'getPurchase', { id: purchase.id });
    expect(stored).toEqual(purchase);

    // The same invoice again is refused until confirmed, and the refusal leaves no file behind.
    const afterFirst = await written();
    const again = await importFile(EXAMPLE_1);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ key: 'purchase.duplicateInvoiceNo', params: { invoiceNo: '12115118' } });
    expect(await written()).toEqual(afterFirst);
    expect((await importFile(EXAMPLE_1, { confirmDuplicate: 1 })).status).toBe(200);
  });

  it('reads a credit note as a draft of negative amounts, once a 0 % VAT code exists', async () => {
    const supplier = await call(t.app, t.owner1, 'saveSupplier', {
      name: 'My Supplier Company',
      city: 'Antwerpen',
      country: 'BE',
      vatNumber: 'BE 0000.000.196',
    });
    const before = await written();
    const noCode = await importFile(CREDIT_NOTE);
    expect(noCode.status).toBe(400);
    expect(noCode.json).toMatchObject({ key: 'einvoiceIn.noVatCode', params: { rate: '0' } });
    expect(await written()).toEqual(before);

    const exempt = await call(t.app, t.owner1, 'saveVatCode', { name: '0% vrijgesteld', percentage: 0 });
    const response = await importFile(CREDIT_NOTE);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.supplier).toMatchObject({ found: true, by: 'vatNumber', supplier: { id: supplier.id } });
    expect(response.json.purchase).toMatchObject({
      invoiceNo: '018304 / 28865',
      amountExVat: -10011,
      amountVat: 0,
      amountInclVat: -10011,
      paymentReference: '010676609538',
      rows: [{ amount: -10011, vatCodeId: exempt.id, description: 'Exonération du versement du PP' }],
      // A Belgian account the supplier did not have, with its BIC: used, and named in a warning.
      bankAccounts: [{ iban: 'BE91000000143476', bic: 'BPOTBEB1', percentage: 100, gAccount: 0 }],
    });
    expect(response.json.warnings).toEqual([
      {
        key: 'einvoiceIn.newIban',
        params: { iban: 'BE91000000143476' },
        message: errorMessage('einvoiceIn.newIban', { iban: 'BE91000000143476' }),
      },
    ]);
  });

  it('takes allowances and charges as rows and warns when the payable amount differs (an amount prepaid)', async () => {
    // TC 434 example 2 in euro: rates 25 % and 15 % and an exempt line; 1,000.00 prepaid, 801.78 payable.
    for (const [name, percentage] of [
      ['25%', 2500],
      ['15%', 1500],
    ] as const)
      await call(t.app, t.owner1, 'saveVatCode', { name, percentage });
    const xml = referenceEInvoice('ubl-tc434-example2.xml')
      .toString('utf8')
      .replaceAll('>NOK<', '>EUR<')
      .replaceAll('currencyID="NOK"', 'currencyID="EUR"');
    const supplier = await call(t.app, t.owner1, 'saveSupplier', {
      name: 'Salescompany',
      city: 'Big city',
      country: 'NO',
    });
    const response = await importFile(xml, { supplierId: supplier.id });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const { purchase, warnings } = response.json;
    expect(response.json.supplier).toMatchObject({ found: true, by: 'chosen' });
    expect(purchase.rows.map((row: { amount: number; description: string }) => [row.amount, row.description])).toEqual([
      [127300, expect.stringMatching(/^Laptop computer\n/)],
      [-396, 'Returned "Advanced computing" book'],
      [496, '"Computing for dummies" book'],
      [-2500, 'Returned IBM 5150 desktop'],
      [18750, 'Network cable'],
      [-10000, 'Promotion discount'],
      [10000, 'Freight'],
    ]);
    expect(purchase).toMatchObject({ amountExVat: 143650, amountVat: 36528, amountInclVat: 180178 });
    // The Norwegian account has a BIC: the invoice's account; then the payable amount after the prepayment.
    expect(warnings.map((warning: { key: string }) => warning.key)).toEqual([
      'einvoiceIn.newIban',
      'einvoiceIn.payableDiffers',
    ]);
    expect(warnings[1].params).toEqual({ payable: '801.78', total: '1801.78' });
  });

  it('refuses what is no e-invoice, another currency, a stranger and a user without purchase rights', async () => {
    const before = await written();
    const cases: [Buffer | string, string][] = [
      [`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`, 'einvoiceIn.doctype'],
      ['<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>', 'einvoiceIn.notUbl'],
      [referenceEInvoice('ubl-tc434-example2.xml'), 'einvoiceIn.currency'],
      ['plain text', 'einvoiceIn.notXml'],
    ];
    for (const [bytes, key] of cases) {
      const response = await importFile(bytes);
      expect(response.status, key).toBe(400);
      expect(response.json.key).toBe(key);
    }
    const notBase64 = await t.app.request('POST', '/r/importPurchaseEInvoice', {
      token: t.owner1,
      body: { fileName: 'x.xml', contentBase64: '**' },
    });
    expect(notBase64.json).toMatchObject({ key: 'upload.notBase64' });
    expect((await importFile(EXAMPLE_1, {}, t.planner)).status).toBe(403);
    // Owner 2 has no supplier of owner 1.
    const [own] = (await t.app.request('GET', '/r/allSuppliers', { token: t.owner1 })).json;
    const stranger = await importFile(EXAMPLE_1, { supplierId: own.id }, t.owner2);
    expect(stranger.status).toBe(400);
    expect(stranger.json.issues).toEqual([{ path: 'supplierId', message: `Supplier ${own.id} not found` }]);
    expect(await written()).toEqual(before);
  });
});
