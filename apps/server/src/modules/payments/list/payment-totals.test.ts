import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { BACKENDS, call } from '../../../test/harness.ts';
import { day, fixtures } from '../matching/test-support.ts';
import { rangePlan } from './payment-totals.ts';

// The payments list's count and totals over long ranges come from payment_month_sums (kept by triggers on payments,
// migration 0025) and the shorter part of the first and last month: they must equal the payments the list shows,
// after inserts, matches, hides, changes and deletes, for every filter.

describe('rangePlan', () => {
  it('reads whole months from the sums and the shorter part of the first and last month from the payments', () => {
    expect(rangePlan('2026-01-01', '2026-12-31')).toEqual({
      months: ['2026-01-01', '2026-12-01'],
      add: [],
      subtract: [],
    });
    // 27 Nov to 27 Nov: four days of the first month added, three days after the end taken off the last month.
    expect(rangePlan('2025-11-27', '2026-11-27')).toEqual({
      months: ['2025-12-01', '2026-11-01'],
      add: [['2025-11-27', '2025-11-30']],
      subtract: [['2026-11-28', '2026-11-30']],
    });
    expect(rangePlan('2026-02-03', '2026-04-10')).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      add: [['2026-04-01', '2026-04-10']],
      subtract: [['2026-02-01', '2026-02-02']],
    });
    // Within one month: the days themselves, or the month less the days around them.
    expect(rangePlan('2026-03-10', '2026-03-12')).toEqual({
      months: null,
      add: [['2026-03-10', '2026-03-12']],
      subtract: [],
    });
    expect(rangePlan('2026-03-02', '2026-03-30')).toEqual({
      months: ['2026-03-01', '2026-03-01'],
      add: [],
      subtract: [
        ['2026-03-01', '2026-03-01'],
        ['2026-03-31', '2026-03-31'],
      ],
    });
    // Two short edges of neighbouring months: no whole month at all.
    expect(rangePlan('2026-03-30', '2026-04-02')).toEqual({
      months: null,
      add: [
        ['2026-03-30', '2026-03-31'],
        ['2026-04-01', '2026-04-02'],
      ],
      subtract: [],
    });
    expect(rangePlan('2026-05-02', '2026-05-01')).toEqual({ months: null, add: [], subtract: [] });
  });
});

const OWNER = 2;

describe.each(BACKENDS)('payments list totals and search on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    f = fixtures(t.app, OWNER);
  });

  it('counts and totals every range and filter exactly as the payments it lists', async () => {
    const customerId = await f.customer({ name: 'Schoonmaak Totaal' });
    const paid = await f.invoice({ customerId, amount: 7_000 });
    const waiting = await f.invoice({ customerId, amount: 50_000 });
    const dates = [-420, -400, -95, -70, -64, -45, -44, -35, -31, -10, -3, 0];
    for (const [i, offset] of dates.entries())
      await f.payment({ amount: (i % 3 === 0 ? -1 : 1) * (1_000 + i * 137), date: day(offset), cpName: `Partij ${i}` });
    await f.payment({ amount: 7_000, date: day(-44), reference: paid.reference });
    await f.payment({ amount: 20_000, date: day(-45), description: `RF12 ${waiting.number}` });
    await call(t.app, t.admin, 'analysePayments', {});
    const cash = await call(t.app, t.admin, 'savePayment', { date: day(-70), amount: 4_200, description: 'Kas' });
    await call(t.app, t.admin, 'savePayment', { ...cash, amount: -4_300 });
    const hidden = await call(t.app, t.admin, 'savePayment', { date: day(-95), amount: 999, description: 'Weg' });
    await call(t.app, t.admin, 'savePayment', { ...hidden, hidden: 1 });
    const gone = await call(t.app, t.admin, 'savePayment', { date: day(-35), amount: 12_000, description: 'Fout' });
    await call(t.app, t.admin, 'savePayment', { id: gone.id, deleted: 1 });

    const ranges = [
      { startDate: day(-500), endDate: day(0) },
      { startDate: day(-100), endDate: day(-2) },
      { startDate: day(-44), endDate: day(-44) },
      { startDate: day(-64), endDate: day(-31) },
      {},
    ];
    const filters = [
      {},
      { state: 'matched' },
      { state: 'unmatched' },
      { state: 'suggested' },
      { direction: 'in' },
      { direction: 'out', accountId: 1 },
      { accountId: 0 },
      { hidden: 1 },
      { hidden: 2, state: 'unmatched', direction: 'in' },
    ];
    let seen = 0;
    for (const range of ranges)
      for (const filter of filters) {
        const page = await call(t.app, t.admin, 'paymentsDateRange', { ...range, ...filter, perPage: 0 });
        const amounts = page.payments.map((p: { amount: number }) => p.amount);
        const expected = {
          count: amounts.length,
          totalIn: amounts.filter((a: number) => a > 0).reduce((a: number, b: number) => a + b, 0),
          totalOut: amounts.filter((a: number) => a < 0).reduce((a: number, b: number) => a + b, 0),
          totalOpen: page.payments.reduce((a: number, p: { amountOpen: number }) => a + p.amountOpen, 0),
        };
        expect({ ...range, ...filter, ...page, payments: undefined }).toEqual({ ...range, ...filter, ...expected });
        seen += page.count;
      }
    expect(seen).toBeGreaterThan(100);
    // A year: the matched, the suggested and the hidden payment are each counted where they belong.
    const year = { startDate: day(-365), endDate: day(0) };
    expect((await call(t.app, t.admin, 'paymentsDateRange', { ...year, state: 'suggested' })).count).toBe(1);
    expect((await call(t.app, t.admin, 'paymentsDateRange', { ...year, hidden: 1 })).count).toBe(1);
    // The sums hold nothing of the deleted payment, and no sum below zero.
    const [negative] = await f.rows<{ n: number }>(
      sql`select count(*)::int as n from payment_month_sums where owner_id = ${OWNER} and count < 0`,
    );
    expect(negative?.n).toBe(0);
  });

  it('searches words anywhere in name, description or IBAN, an amount in or out, only the own payments', async () => {
    const year = { startDate: day(-365), endDate: day(0) };
    const search = async (words: string, token = t.admin) =>
      (await call(t.app, token, 'paymentsDateRange', { ...year, search: words, perPage: 0 })).payments.map(
        (p: { id: number }) => p.id,
      );
    const wasco = await f.payment({ amount: -31_415, date: day(-200), cpName: 'Wasco 100%_zeker' });
    const glas = await f.payment({ amount: 2_718, date: day(-20), description: 'Glasbewassing ZX week 7' });
    const other = await fixtures(t.app, 1).payment({ amount: 2_718, date: day(-20), description: 'Glasbewassing ZX' });
    expect(await search('glasbewassing')).toEqual([glas]);
    expect(await search('GLASBEWASSING zx')).toEqual([glas]);
    expect(await search('zx 7')).toEqual([glas]);
    expect(await search('27,18')).toEqual([glas]);
    expect(await search('314.15')).toEqual([wasco]);
    // LIKE's wildcards are plain characters in a word ('o_1' is not 'o 1').
    expect(await search('100%_z')).toEqual([wasco]);
    expect(await search('o_1')).toEqual([]);
    expect(await search('glasbewassing', t.other)).toContain(other);
    expect(await search('glasbewassing', t.other)).not.toContain(glas);
  });
});
