import { describe, expect, it } from 'vitest';
import {
  absoluteInvoiceNumber,
  daysLastReminder,
  daysOpen,
  daysOverTime,
  nextReminderLevel,
  OPEN_INVOICE_COLUMNS,
  overTimeDisplay,
  reminderTemplateName,
  ZOpenInvoicesRequest,
} from './open-invoices.ts';

describe('the open-invoices request', () => {
  it('fills the defaults of spec 000 §9: status 2, reminder sent -1, 5 rows by invoice date, no end', () => {
    expect(ZOpenInvoicesRequest.parse({})).toEqual({
      endDate: '3000-01-01',
      reminderSent: -1,
      status: 2,
      customerId: 0,
      projectId: 0,
      minDays: 0,
      invoiceNumber: 0,
      export: 0,
      visibleColumns: [...OPEN_INVOICE_COLUMNS],
      titles: {},
      name: '',
      page: 1,
      perPage: 5,
      orderBy: 'invoiceDate',
      descending: 0,
    });
  });

  it('takes unset filters as their defaults, as the screen sends them', () => {
    const parsed = ZOpenInvoicesRequest.parse({ reminderSent: '', status: null, customerId: '', minDays: '' });
    expect(parsed).toMatchObject({ reminderSent: -1, status: 2, customerId: 0, minDays: 0 });
  });

  it('keeps the date part of the end date only', () => {
    expect(ZOpenInvoicesRequest.parse({ endDate: '2026-11-23T14:30:00.000Z' }).endDate).toBe('2026-11-23');
    expect(ZOpenInvoicesRequest.parse({ endDate: '2026-11-23 23:59:59' }).endDate).toBe('2026-11-23');
    expect(ZOpenInvoicesRequest.parse({ endDate: '0000-00-00' }).endDate).toBe('3000-01-01');
    expect(ZOpenInvoicesRequest.safeParse({ endDate: 'yesterday' }).success).toBe(false);
  });

  it('makes the invoice number an absolute integer (spec 000 §5)', () => {
    expect(absoluteInvoiceNumber('-2026001')).toBe(2026001);
    expect(absoluteInvoiceNumber(' 17 ')).toBe(17);
    expect(absoluteInvoiceNumber('12abc')).toBe(12);
    expect(absoluteInvoiceNumber(-4.7)).toBe(4);
    expect(absoluteInvoiceNumber('abc')).toBe(0);
    expect(absoluteInvoiceNumber('')).toBe(0);
    expect(absoluteInvoiceNumber(undefined)).toBe(0);
    expect(ZOpenInvoicesRequest.parse({ invoiceNumber: '-33' }).invoiceNumber).toBe(33);
  });

  it('refuses filters outside their codes', () => {
    expect(ZOpenInvoicesRequest.safeParse({ status: 3 }).success).toBe(false);
    expect(ZOpenInvoicesRequest.safeParse({ reminderSent: 2 }).success).toBe(false);
    expect(ZOpenInvoicesRequest.safeParse({ customerId: -1 }).success).toBe(false);
    expect(ZOpenInvoicesRequest.safeParse({ page: 0 }).success).toBe(false);
  });

  it('sorts only by known columns and keeps known visible columns in screen order', () => {
    expect(ZOpenInvoicesRequest.parse({ orderBy: 'amount_open; drop table invoices' }).orderBy).toBe('invoiceDate');
    expect(ZOpenInvoicesRequest.parse({ orderBy: 'project' }).orderBy).toBe('invoiceDate');
    expect(ZOpenInvoicesRequest.parse({ orderBy: 'openAmount', descending: true })).toMatchObject({
      orderBy: 'openAmount',
      descending: 1,
    });
    expect(ZOpenInvoicesRequest.parse({ visibleColumns: ['reminders', 'evil', 'customer'] }).visibleColumns).toEqual([
      'customer',
      'reminders',
    ]);
    expect(ZOpenInvoicesRequest.parse({ visibleColumns: '["invoiceNumber","daysOpen"]' }).visibleColumns).toEqual([
      'invoiceNumber',
      'daysOpen',
    ]);
  });
});

describe('overdue and late reminders (spec 000 §4)', () => {
  it('counts days open from the invoice date', () => {
    expect(daysOpen('2026-10-01', '2026-11-23')).toBe(53);
    expect(daysOpen('2026-11-23', '2026-11-23')).toBe(0);
  });

  it('is overdue only past the payment term, with the excess', () => {
    expect(daysOverTime(53, 30)).toBe(23);
    expect(daysOverTime(30, 30)).toBe(0);
    expect(daysOverTime(null, 30)).toBe(0);
    expect(overTimeDisplay(53, 30)).toEqual({ text: '53 (23)', late: true });
    expect(overTimeDisplay(30, 30)).toEqual({ text: '30', late: false });
    expect(overTimeDisplay(null, 14)).toEqual({ text: '-', late: null });
  });

  it('counts days since the last reminder, none without reminders', () => {
    expect(daysLastReminder('2026-11-01', '2026-11-23')).toBe(22);
    expect(daysLastReminder(null, '2026-11-23')).toBeNull();
    expect(overTimeDisplay(daysLastReminder('2026-11-01', '2026-11-23'), 14)).toEqual({ text: '22 (8)', late: true });
  });
});

describe('reminder level', () => {
  it('is the existing reminders plus one, capped at 3', () => {
    expect([0, 1, 2, 3, 7].map(nextReminderLevel)).toEqual([1, 2, 3, 3, 3]);
    expect([1, 2, 3].map(reminderTemplateName)).toEqual(['reminder_1', 'reminder_2', 'reminder_3']);
    expect(reminderTemplateName(nextReminderLevel(5))).toBe('reminder_3');
  });
});
