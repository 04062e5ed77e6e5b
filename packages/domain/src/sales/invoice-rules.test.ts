import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import {
  checkInvoiceRows,
  creditRefusal,
  creditRows,
  creditsCancel,
  daysOverdue,
  invoiceExpiryDate,
  invoiceRecipient,
  invoiceState,
  joinRows,
  paymentRefusal,
  sortedRows,
  unjoinRows,
} from './invoice-rules.ts';
import { type TInvoiceRow, ZInvoiceRow } from './invoice-schemas.ts';
import { INVOICE_MESSAGES } from './invoice-texts.ts';
import { invoiceTotals } from './invoice-totals.ts';

const row = (fields: Partial<TInvoiceRow> = {}): TInvoiceRow =>
  ZInvoiceRow.parse({
    vatCode: 1,
    vatPercentage: 2100,
    workTypeId: 1,
    unitPrice: 3450,
    description: 'Kantoor',
    ...fields,
  });

describe('invoiceExpiryDate: invoice date + payment days', () => {
  it.each([
    ['2026-11-23', 14, '2026-12-07'],
    ['2026-12-20', 30, '2027-01-19'],
    ['2028-02-15', 14, '2028-02-29'],
    ['2026-11-23', 0, '2026-11-23'],
  ])('%s + %i days = %s', (date, days, expected) => expect(invoiceExpiryDate(date, days)).toBe(expected));
});

describe('invoiceState and daysOverdue', () => {
  const invoiced = { status: 1, sent: [], amountOpen: 1000, expiryDate: '2026-11-01' };
  it('follows the lifecycle draft → invoiced → sent → paid', () => {
    expect(invoiceState({ ...invoiced, status: 0 })).toBe('draft');
    expect(invoiceState(invoiced)).toBe('invoiced');
    expect(invoiceState({ ...invoiced, sent: [{}] })).toBe('sent');
    expect(invoiceState({ ...invoiced, sent: [{}], amountOpen: 0 })).toBe('paid');
  });
  it('counts the days past expiry of an open invoice only', () => {
    expect(daysOverdue(invoiced, '2026-11-23')).toBe(22);
    expect(daysOverdue(invoiced, '2026-10-30')).toBe(0);
    expect(daysOverdue({ ...invoiced, amountOpen: 0 }, '2026-11-23')).toBe(0);
    expect(daysOverdue({ ...invoiced, status: 0 }, '2026-11-23')).toBe(0);
  });
});

describe('checkInvoiceRows', () => {
  const lists = {
    vatCodes: [
      { id: 1, validUntil: '3000-01-01', deleted: 0 },
      { id: 2, validUntil: '2026-01-01', deleted: 0 },
      { id: 3, validUntil: '3000-01-01', deleted: 1 },
    ],
    workTypes: [
      { id: 1, deleted: 0 },
      { id: 2, deleted: 1 },
    ],
  };
  it('accepts a live VAT code valid on the invoice date and a live sales type', () => {
    expect(checkInvoiceRows([row()], lists, '2026-11-23')).toEqual([]);
    // An expired code is still valid on an invoice dated before its end.
    expect(checkInvoiceRows([row({ vatCode: 2 })], lists, '2025-12-31')).toEqual([]);
  });
  it('refuses an expired, deleted or unknown VAT code with "Insert a valid VAT code"', () => {
    const rows = [row({ vatCode: 2 }), row({ vatCode: 3 }), row({ vatCode: 99 })];
    expect(checkInvoiceRows(rows, lists, '2026-11-23')).toEqual([
      { path: 'rows.0.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
      { path: 'rows.1.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
      { path: 'rows.2.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
    ]);
  });
  it('refuses a deleted or unknown sales type', () => {
    expect(checkInvoiceRows([row(), row({ workTypeId: 2 }), row({ workTypeId: 7 })], lists, '2026-11-23')).toEqual([
      { path: 'rows.1.workTypeId', message: INVOICE_MESSAGES.salesTypeRequired },
      { path: 'rows.2.workTypeId', message: INVOICE_MESSAGES.salesTypeRequired },
    ]);
  });
});

describe('sortedRows', () => {
  it('orders by invoiceOrder and keeps the entered order among equals', () => {
    const rows = [
      row({ id: 'a' }),
      row({ id: 'b', invoiceOrder: 10 }),
      row({ id: 'c' }),
      row({ id: 'd', invoiceOrder: 10 }),
    ];
    expect(sortedRows(rows).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('credit invoices', () => {
  it('negates unit prices, gives new ids and exactly negated totals', () => {
    const source = [
      row({ units: 33, unitPrice: 10 }),
      row({ units: 125, unitPrice: 99, vatCode: 2, vatPercentage: 900 }),
    ];
    const credit = creditRows(source);
    expect(credit.map((r) => r.unitPrice)).toEqual([-10, -99]);
    expect(credit.map((r) => r.units)).toEqual([33, 125]);
    expect(credit.some((r, i) => r.id === source[i]?.id)).toBe(false);
    expect(invoiceTotals(credit).amountInclVat).toBe(-invoiceTotals(source).amountInclVat);
  });
  it('makes a credit of a credit positive again', () => {
    const source = [row({ unitPrice: 500 })];
    expect(creditRows(creditRows(source)).map((r) => r.unitPrice)).toEqual([500]);
  });
  it('asks to confirm when credits exist (listing their numbers) or the source is a credit', () => {
    expect(creditRefusal({ creditFor: 0 }, [])).toBeUndefined();
    expect(creditRefusal({ creditFor: 0 }, [{ number: 2026012 }, { number: null }])).toEqual({
      key: 'invoice.creditExists',
      numbers: '2026012, -',
    });
    expect(creditRefusal({ creditFor: 5 }, [])).toEqual({ key: 'invoice.sourceIsCredit' });
  });
});

describe('creditsCancel', () => {
  const source = { amountExVat: 10_000, amountInclVat: 12_100 };
  it('is true once the invoiced credits together bring the invoice to zero, excl. and incl. VAT', () => {
    expect(creditsCancel(source, [])).toBe(false);
    expect(creditsCancel(source, [{ amountExVat: -10_000, amountInclVat: -12_100 }])).toBe(true);
    const part = { amountExVat: -4_000, amountInclVat: -4_840 };
    expect(creditsCancel(source, [part])).toBe(false);
    expect(creditsCancel(source, [part, { amountExVat: -6_000, amountInclVat: -7_260 }])).toBe(true);
  });
  it('counts the whole chain: a credit of a credit undoes that credit, a further credit cancels again', () => {
    const credit = { amountExVat: -10_000, amountInclVat: -12_100 };
    const creditOfCredit = { amountExVat: 10_000, amountInclVat: 12_100 };
    expect(creditsCancel(source, [credit, creditOfCredit])).toBe(false);
    expect(creditsCancel(source, [credit, creditOfCredit, credit])).toBe(true);
  });
  it('is false when only one of the totals comes to zero, and for a zero invoice without credits', () => {
    expect(creditsCancel(source, [{ amountExVat: -10_000, amountInclVat: -11_000 }])).toBe(false);
    expect(creditsCancel({ amountExVat: 0, amountInclVat: 0 }, [])).toBe(false);
  });
});

describe('joinRows and unjoinRows', () => {
  const rows = [
    row({ id: 'a', units: 760, rowDate: '2026-11-02' }),
    row({ id: 'b', description: 'Glas', workTypeId: 2, unitPrice: 4200 }),
    row({ id: 'c', units: 380, rowDate: '2026-11-09' }),
    row({ id: 'd', units: 150, unitPrice: 3600 }),
    row({ id: 'e', units: 25, rowDate: '2026-11-16' }),
  ];

  it('joins rows of the same sales type, VAT code, price and description at the first one’s place', () => {
    const joined = joinRows(rows);
    expect(joined).toHaveLength(3);
    expect(joined[0]).toMatchObject({ units: 1165, unitPrice: 3450, description: 'Kantoor', rowDate: null });
    expect(joined[0]?.joinedRows.map((r) => r.id)).toEqual(['a', 'c', 'e']);
    expect(joined.slice(1).map((r) => r.id)).toEqual(['b', 'd']);
  });

  it('joins only the chosen rows', () => {
    const joined = joinRows(rows, ['a', 'c']);
    expect(joined.map((r) => r.units)).toEqual([1140, 100, 150, 25]);
  });

  it('splits a joined row back into exactly its original rows', () => {
    const joined = joinRows(rows);
    const split = unjoinRows(joined);
    expect(split.map((r) => r.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(split.find((r) => r.id === 'c')).toEqual(rows[2]);
  });

  it('joining a joined row again keeps the original rows flat', () => {
    const once = joinRows(rows, ['a', 'c']);
    const twice = joinRows(once);
    expect(twice[0]?.joinedRows.map((r) => r.id)).toEqual(['a', 'c', 'e']);
    expect(twice[0]?.units).toBe(1165);
  });

  it('rounds the joined amount once on the summed units', () => {
    const small = [0, 1, 2].map((i) => row({ id: String(i), units: 33, unitPrice: 10 }));
    expect(invoiceTotals(small).amountExVat).toBe(9);
    expect(invoiceTotals(joinRows(small)).amountExVat).toBe(10);
  });
});

describe('invoiceRecipient', () => {
  const customer = {
    invoiceToEmail: 'f@klant.nl',
    invoiceReminderEmail: 'r@klant.nl',
    managementId: 0,
    overrideManagementEmail: 0,
  };
  it("uses the customer's invoice e-mail, never its reminder e-mail", () => {
    expect(invoiceRecipient(customer)).toBe('f@klant.nl');
  });
  it('sends to the management company unless the override flag is set', () => {
    const managed = { ...customer, managementId: 3 };
    expect(invoiceRecipient(managed, { invoiceToEmail: 'f@beheer.nl' })).toBe('f@beheer.nl');
    expect(invoiceRecipient({ ...managed, overrideManagementEmail: 1 }, { invoiceToEmail: 'f@beheer.nl' })).toBe(
      'f@klant.nl',
    );
    expect(invoiceRecipient(managed, { invoiceToEmail: '' })).toBe('f@klant.nl');
  });
  it('is empty without an invoice address', () => {
    expect(invoiceRecipient({ ...customer, invoiceToEmail: ' ' })).toBe('');
  });
});

describe('paymentRefusal', () => {
  it('accepts a part or the whole of the open amount, with its sign', () => {
    expect(paymentRefusal(12100, 5000)).toBeUndefined();
    expect(paymentRefusal(12100, 12100)).toBeUndefined();
    expect(paymentRefusal(-12100, -12100)).toBeUndefined();
  });
  it('refuses more than is open, the wrong sign and a paid invoice', () => {
    expect(paymentRefusal(12100, 12101)).toBe('invoice.paymentTooLarge');
    expect(paymentRefusal(12100, -100)).toBe('invoice.paymentSign');
    expect(paymentRefusal(0, 100)).toBe('invoice.alreadyPaid');
  });
});
