import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { ZInvoice, ZInvoiceNumberRequest, ZInvoicesPagedRequest } from './invoice-schemas.ts';
import { ZInvoiceTexts, ZInvoiceVars } from './invoice-templates.ts';
import { fillInvoiceText, INVOICE_MESSAGES, INVOICE_TEXT_KEYS, invoiceTextKey } from './invoice-texts.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('ZInvoice', () => {
  it('fills row defaults: a generated id, units 100 (1.00), invoice order 2000', () => {
    const invoice = ZInvoice.parse({ customerId: '12', rows: [{ vatCode: 1, workTypeId: 2, unitPrice: 3450 }] });
    expect(invoice.customerId).toBe(12);
    expect(invoice.rows[0]).toMatchObject({ units: 100, invoiceOrder: 2000, unitPrice: 3450, deleted: 0 });
    expect(invoice.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts rows as JSON text, drops deleted rows and renews repeated ids', () => {
    const rows = [
      { id: 'x', vatCode: 1, workTypeId: 1 },
      { id: 'x', vatCode: 1, workTypeId: 1, units: 50 },
      { id: 'y', vatCode: 1, workTypeId: 1, deleted: 1 },
    ];
    const invoice = ZInvoice.parse({ customerId: 1, rows: JSON.stringify(rows) });
    expect(invoice.rows).toHaveLength(2);
    expect(invoice.rows[0]?.id).toBe('x');
    expect(invoice.rows[1]?.id).not.toBe('x');
    expect(invoice.rows[1]?.units).toBe(50);
  });

  it('requires a customer, and a sales type and VAT code on every row, with the spec’s messages', () => {
    const result = ZInvoice.safeParse({ customerId: 0, rows: [{ description: 'x' }, { vatCode: 2, workTypeId: 3 }] });
    expect(messages(result)).toEqual([
      `customerId: ${INVOICE_MESSAGES.customerRequired}`,
      `rows.0.vatCode: ${VALIDATION_MESSAGES.invalidVatCode}`,
      `rows.0.workTypeId: ${INVOICE_MESSAGES.salesTypeRequired}`,
    ]);
  });

  it('refuses amounts that are not whole cents and units beyond the bounds', () => {
    const base = { vatCode: 1, workTypeId: 1 };
    expect(ZInvoice.safeParse({ customerId: 1, rows: [{ ...base, unitPrice: 12.5 }] }).success).toBe(false);
    expect(ZInvoice.safeParse({ customerId: 1, rows: [{ ...base, units: 10_000_001 }] }).success).toBe(false);
    expect(ZInvoice.safeParse({ customerId: 1, rows: '[broken' }).success).toBe(false);
  });
});

describe('request schemas', () => {
  it('makes the invoice number absolute', () => {
    expect(ZInvoiceNumberRequest.parse({ number: '-2026001' }).number).toBe(2026001);
  });
  it('defaults the list filters: all, all statuses, newest first', () => {
    expect(ZInvoicesPagedRequest.parse({})).toMatchObject({
      paid: 2,
      sent: 2,
      credit: 2,
      status: -1,
      page: 1,
      perPage: 20,
      orderBy: 'invoiceDate',
      descending: 1,
      export: 0,
      startDate: null,
    });
    expect(ZInvoicesPagedRequest.safeParse({ paid: 3 }).success).toBe(false);
    expect(ZInvoicesPagedRequest.safeParse({ orderBy: 'password' }).success).toBe(false);
  });
});

describe('invoice texts and variables', () => {
  it('keys texts by locale plus Top or Bottom, with C for credit invoices', () => {
    expect(invoiceTextKey('nl', 'Top', false)).toBe('nlTop');
    expect(invoiceTextKey('fr', 'Bottom', true)).toBe('frBottomC');
    expect(INVOICE_TEXT_KEYS).toHaveLength(20);
  });
  it('keeps only known text keys', () => {
    expect(ZInvoiceTexts.parse({ nlTop: 'Hallo', deTop: 'x', enBottomC: 'Credit' })).toEqual({
      nlTop: 'Hallo',
      enBottomC: 'Credit',
    });
  });
  it('substitutes known variables and leaves unknown ones visible', () => {
    const text = 'Factuur {invoiceNumber} van {amount}, te betalen voor {expiryDate}. {unknown} {kvk}';
    expect(
      fillInvoiceText(text, { invoiceNumber: '2026001', amount: '€ 121,00', expiryDate: '07-12-2026', kvk: '3012' }),
    ).toBe('Factuur 2026001 van € 121,00, te betalen voor 07-12-2026. {unknown} 3012');
    expect(fillInvoiceText('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
  it('refuses variable names that are malformed, built in or repeated', () => {
    const result = ZInvoiceVars.safeParse([
      { name: 'kvk', value: '1' },
      { name: '9lives', value: '' },
      { name: 'InvoiceNumber', value: '' },
      { name: 'KVK', value: '2' },
    ]);
    expect(messages(result)).toEqual([
      `1.name: ${INVOICE_MESSAGES.variableName}`,
      `2.name: ${INVOICE_MESSAGES.variableReserved}`,
      `3.name: ${INVOICE_MESSAGES.variableDuplicate}`,
    ]);
  });
});
