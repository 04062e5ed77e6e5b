import { describe, expect, it } from 'vitest';
import { vatPeriod, vatPeriodKind, vatPeriodOf } from './vat-periods.ts';
import { rubricCents, rubricOfLines, type VatReadContext, vatCodeRubrics, vatReturnEuros } from './vat-rubrics.ts';

// The reading of booking lines into the Dutch VAT return's rubrics (../shared/reference/vat): the default rubric of a
// code by its rate, each kind of line in its place, and the rounding in the taxpayer's favour.

const ACCOUNTS = { revenue: 8000, costs: 4200, vatHigh: 1500, vatLow: 1510, toClaim: 1520, reverse: 1530 };
const ctx: VatReadContext = {
  settings: { vatToClaimAccountId: ACCOUNTS.toClaim, reverseChargeVatAccountId: ACCOUNTS.reverse },
  vatCodes: new Map([
    [1, { percentage: 2100, ledgerAccountId: ACCOUNTS.vatHigh }],
    [2, { percentage: 900, ledgerAccountId: ACCOUNTS.vatLow }],
    [3, { percentage: 0, reverseCharge: 1, ledgerAccountId: 0 }],
    [4, { percentage: 0, salesRubric: '3b', purchaseRubric: '4b', ledgerAccountId: 0 }],
  ]),
  isSalesAccount: (id) => id === ACCOUNTS.revenue,
};
const line = (accountId: number, vatCodeId: number, debit: number, credit: number) => ({
  accountId,
  vatCodeId,
  debit,
  credit,
});
const NO_MANUAL = { '5d': 0, '5e': 0, '5f': 0 };

describe('VAT code rubrics', () => {
  it('follow the rate unless chosen on the code', () => {
    expect(vatCodeRubrics({ percentage: 2100 })).toEqual({ sales: '1a', purchase: '5b' });
    expect(vatCodeRubrics({ percentage: 900 })).toEqual({ sales: '1b', purchase: '5b' });
    expect(vatCodeRubrics({ percentage: 1300 })).toEqual({ sales: '1c', purchase: '5b' });
    expect(vatCodeRubrics({ percentage: 0, reverseCharge: 1 })).toEqual({ sales: '1e', purchase: '2a' });
    expect(vatCodeRubrics({ percentage: 0, salesRubric: '3b', purchaseRubric: '4b' })).toEqual({
      sales: '3b',
      purchase: '4b',
    });
  });

  it('put each kind of line in its rubric', () => {
    expect(rubricOfLines(ACCOUNTS.revenue, 1, ctx)).toEqual({ rubric: '1a', part: 'turnover', sign: 1 });
    expect(rubricOfLines(ACCOUNTS.vatHigh, 1, ctx)).toEqual({ rubric: '1a', part: 'vat', sign: 1 });
    expect(rubricOfLines(ACCOUNTS.toClaim, 1, ctx)).toEqual({ rubric: '5b', part: 'vat', sign: -1 });
    // A purchase at 21 %: only its input tax is declared.
    expect(rubricOfLines(ACCOUNTS.costs, 1, ctx)).toBeNull();
    expect(rubricOfLines(ACCOUNTS.revenue, 3, ctx)).toEqual({ rubric: '1e', part: 'turnover', sign: 1 });
    expect(rubricOfLines(ACCOUNTS.costs, 3, ctx)).toEqual({ rubric: '2a', part: 'turnover', sign: -1 });
    expect(rubricOfLines(ACCOUNTS.reverse, 3, ctx)).toEqual({ rubric: '2a', part: 'vat', sign: 1 });
    expect(rubricOfLines(ACCOUNTS.reverse, 4, ctx)).toEqual({ rubric: '4b', part: 'vat', sign: 1 });
    expect(rubricOfLines(ACCOUNTS.revenue, 4, ctx)).toEqual({ rubric: '3b', part: 'turnover', sign: 1 });
  });
});

describe('the return in whole euros', () => {
  it('rounds turnover and VAT owed down, input tax up, and totals 5a-5g', () => {
    const cents = rubricCents(
      [
        // Sales 1.000,99 at 21 %: VAT 210,21; a credit of 0,50 VAT.
        line(ACCOUNTS.revenue, 1, 0, 100_099),
        line(ACCOUNTS.vatHigh, 1, 50, 21_071),
        // A subcontractor's sale (1e) and a reverse-charged purchase: owed and deducted 105,50.
        line(ACCOUNTS.revenue, 3, 0, 80_000),
        line(ACCOUNTS.costs, 3, 50_240, 0),
        line(ACCOUNTS.reverse, 3, 0, 10_550),
        // Input tax: 10,01 of a purchase plus the reverse charge.
        line(ACCOUNTS.toClaim, 1, 1_001, 0),
        line(ACCOUNTS.toClaim, 3, 10_550, 0),
      ],
      ctx,
    );
    const euros = vatReturnEuros(cents, { '5d': 0, '5e': 10, '5f': 0 });
    expect(euros['1a']).toEqual({ turnover: 1000, vat: 210 });
    expect(euros['1e']).toEqual({ turnover: 800, vat: 0 });
    expect(euros['2a']).toEqual({ turnover: 502, vat: 105 });
    expect(euros['5a'].vat).toBe(315);
    expect(euros['5b'].vat).toBe(116);
    expect(euros['5c'].vat).toBe(199);
    expect(euros['5g'].vat).toBe(189);
  });

  it('rounds a refund in the taxpayer favour too', () => {
    const euros = vatReturnEuros(rubricCents([line(ACCOUNTS.vatHigh, 1, 2_150, 0)], ctx), NO_MANUAL);
    expect(euros['1a'].vat).toBe(-22);
    expect(euros['5g'].vat).toBe(-22);
  });
});

describe('VAT periods', () => {
  it('are a calendar month or quarter', () => {
    expect(vatPeriod(2026, 'quarter', 1)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(vatPeriod(2024, 'month', 2)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(vatPeriodKind({ startDate: '2026-04-01', endDate: '2026-06-30' })).toEqual({
      kind: 'quarter',
      year: 2026,
      n: 2,
    });
    expect(vatPeriodKind({ startDate: '2026-05-01', endDate: '2026-05-31' })?.kind).toBe('month');
    expect(vatPeriodKind({ startDate: '2026-02-01', endDate: '2026-04-30' })).toBeNull();
    expect(vatPeriodKind({ startDate: '2026-01-02', endDate: '2026-03-31' })).toBeNull();
    expect(vatPeriodOf('2026-08-15', 'quarter')).toEqual({ startDate: '2026-07-01', endDate: '2026-09-30' });
  });
});
