import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SETTINGS_DEFAULTS } from './accounting-settings.ts';
import { bookingBalance, rebookLines } from './booking-rules.ts';
import { paymentBookingLines, paymentLinkBookingLines } from './payment-booking-rules.ts';

const BANK = 1100;
const CASH = 1000;
const SUSPENSE = 1200;
const DEBTORS = 1300;
const CREDITORS = 1600;
const settings = {
  ...ACCOUNTING_SETTINGS_DEFAULTS,
  debtorsAccountId: DEBTORS,
  creditorsAccountId: CREDITORS,
  suspenseAccountId: SUSPENSE,
  cashAccountId: CASH,
};

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
const payment = fc.record({
  amount: cents,
  bank: fc.option(fc.constant({ name: 'Bank', ledgerAccountId: BANK }), { nil: null }),
  customerId: fc.nat(50),
  supplierId: fc.nat(50),
  description: fc.string({ maxLength: 20 }),
  live: fc.boolean(),
});
const link = fc.record({
  amount: cents,
  toInvoice: fc.boolean(),
  party: fc.integer({ min: 1, max: 50 }),
  live: fc.boolean(),
});
type Link = { amount: number; toInvoice: boolean; party: number; live: boolean };

const linkDoc = (l: Link) => ({
  amount: l.amount,
  invoiceId: l.toInvoice ? 1 : 0,
  purchaseId: l.toInvoice ? 0 : 1,
  customerId: l.toInvoice ? l.party : 0,
  supplierId: l.toInvoice ? 0 : l.party,
  description: '',
  live: l.live,
});
const linesOf = (result: ReturnType<typeof paymentBookingLines>) => {
  if (!result.lines) throw new Error(result.failure.reason);
  return result.lines;
};
/** Debit minus credit on one account. */
const on = (lines: { accountId: number; debit: number; credit: number }[], account: number) =>
  lines.filter((l) => l.accountId === account).reduce((sum, l) => sum + l.debit - l.credit, 0);

describe('payment booking rules', () => {
  it('books any payment with any links balanced to the cent, suspense holding what no link places', () => {
    fc.assert(
      fc.property(payment, fc.array(link, { maxLength: 6 }), (p, links) => {
        const own = linesOf(paymentBookingLines(p, settings));
        const linked = links.map((l) => linesOf(paymentLinkBookingLines(linkDoc(l), settings)));
        expect(bookingBalance(own)).toBe(0);
        for (const lines of linked) expect(bookingBalance(lines)).toBe(0);
        const all = [...own, ...linked.flat()];
        expect(bookingBalance(all)).toBe(0);
        for (const line of all) expect(line.debit === 0 || line.credit === 0).toBe(true);
        const live = links.filter((l) => l.live);
        const placed = live.reduce((sum, l) => sum + (l.toInvoice ? l.amount : -l.amount), 0);
        // Money in is credited to suspense until a link places it; the bank (or cash) holds the payment.
        expect(0 - on(all, SUSPENSE)).toBe((p.live ? p.amount : 0) - placed);
        expect(on(all, p.bank ? BANK : CASH)).toBe(p.live ? p.amount : 0);
        expect(on(all, DEBTORS)).toBe(0 - live.filter((l) => l.toInvoice).reduce((s, l) => s + l.amount, 0));
        expect(on(all, CREDITORS)).toBe(live.filter((l) => !l.toInvoice).reduce((s, l) => s + l.amount, 0));
      }),
    );
  });

  it('brings a payment hidden or a link undone back to 0 by counter lines, balanced', () => {
    fc.assert(
      fc.property(payment, link, (p, l) => {
        const before = [
          ...linesOf(paymentBookingLines({ ...p, live: true }, settings)),
          ...linesOf(paymentLinkBookingLines(linkDoc({ ...l, live: true }), settings)),
        ];
        const { counter, lines } = rebookLines(before, []);
        expect(lines).toEqual([]);
        expect(bookingBalance(counter)).toBe(0);
        expect(bookingBalance([...before, ...counter])).toBe(0);
        for (const account of [BANK, CASH, SUSPENSE, DEBTORS, CREDITORS])
          expect(on([...before, ...counter], account)).toBe(0);
      }),
    );
  });

  it('names what is missing: the bank account, cash, suspense, debtors or creditors', () => {
    const base = { amount: 100, customerId: 0, supplierId: 0, description: '', live: true };
    const none = { ...settings, suspenseAccountId: 0 };
    expect(paymentBookingLines({ ...base, bank: { name: 'ING', ledgerAccountId: 0 } }, settings).failure).toEqual({
      reason: 'accounting.noBankLedgerAccount',
      params: { bankAccount: 'ING' },
    });
    expect(paymentBookingLines({ ...base, bank: null }, { ...settings, cashAccountId: 0 }).failure?.reason).toBe(
      'accounting.noCashAccount',
    );
    expect(paymentBookingLines({ ...base, bank: null }, none).failure?.reason).toBe('accounting.noSuspenseAccount');
    const invoiceLink = linkDoc({ amount: 100, toInvoice: true, party: 1, live: true });
    expect(paymentLinkBookingLines(invoiceLink, { ...settings, debtorsAccountId: 0 }).failure?.reason).toBe(
      'accounting.noDebtorsAccount',
    );
    const purchaseLink = linkDoc({ amount: 100, toInvoice: false, party: 1, live: true });
    expect(paymentLinkBookingLines(purchaseLink, { ...settings, creditorsAccountId: 0 }).failure?.reason).toBe(
      'accounting.noCreditorsAccount',
    );
    // A hidden payment needs no account at all: it books nothing.
    expect(paymentBookingLines({ ...base, live: false, bank: null }, none)).toEqual({ lines: [] });
  });
});
