import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { addUser, BACKENDS, call } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';
import { newCustomer, row, saveDraft, stored } from '../sales/invoices/test-support.ts';

// Issue 20, the VAT return (../shared/reference/vat): rubrics from the bookings of invoiced invoices and definitive
// purchases at the demo owner's real VAT codes (1 21 % → 1a/5b, 2 9 % → 1b/5b, 3 0 % reverse charge → 1e/2a), an EU
// code (3b/4b), rounding in the taxpayer's favour, 5g, draft → final, a late booking in the next return, the role
// gates and the 400s. Each case uses its own quarter of 2025, where the demo owner has no bookings.

const Q = (n: number) => ({
  startDate: `2025-${String(n * 3 - 2).padStart(2, '0')}-01`,
  endDate: `2025-${String(n * 3).padStart(2, '0')}-${n === 1 || n === 4 ? '31' : '30'}`,
});

describe.each(BACKENDS)('the VAT return on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, other: ADMIN_2 });
  let bookkeeper: string;
  let salesOnly: string;
  let customerId: number;
  let reverseCustomerId: number;
  let supplierId: number;
  let categoryId: number;
  let euCode: number;

  /** An invoice invoiced today, booked on `bookDate`. */
  const sale = async (bookDate: string, rows: Record<string, unknown>[], customer = customerId) => {
    const draft = await saveDraft(t.app, t.admin, customer, { rows });
    return call(t.app, t.admin, 'invoiceInvoice', { id: draft.id, invoiceDate: null, bookDate });
  };
  const purchase = (invoiceDate: string, rows: Record<string, unknown>[]) =>
    call(t.app, t.admin, 'savePurchase', { supplierId, categoryId, invoiceDate, status: 1, rows });
  const vatReturn = (period: { startDate: string; endDate: string }, token = t.admin) =>
    call(t.app, token, 'vatReturn', period);

  beforeAll(async () => {
    bookkeeper = await addUser(t.app, 1, 'vat-bookkeeper@test.example', ['employer_portal', 'show_accounting']);
    salesOnly = await addUser(t.app, 1, 'vat-sales@test.example', ['employer_portal', 'show_sales']);
    customerId = (await newCustomer(t.app, t.admin)).id;
    reverseCustomerId = (await newCustomer(t.app, t.admin, { vatNumber: 'NL001234567B01' })).id;
    supplierId = (await call(t.app, t.admin, 'saveSupplier', { name: 'Btw Leverancier', city: 'Gouda' })).id;
    categoryId = (await t.app.request('GET', '/r/allPurchaseCategories', { token: t.admin })).json[0].id;
    euCode = (
      await call(t.app, t.admin, 'saveVatCode', {
        name: 'EU verlegd',
        percentage: 0,
        reverseCharge: 1,
        salesRubric: '3b',
        purchaseRubric: '4b',
      })
    ).id;
  });

  it('declares an invoiced invoice in 1a: its turnover and VAT, in whole euros', async () => {
    // 100,99 at 21 %: VAT 21,21.
    await sale('2025-02-10', [row({ unitPrice: 10_099 })]);
    const q1 = await vatReturn(Q(1));
    expect(q1.rubrics['1a']).toEqual({ turnover: 100, vat: 21 });
    expect(q1.rubrics['5a'].vat).toBe(21);
    expect(q1.rubrics['5g'].vat).toBe(21);
    expect(q1).toMatchObject({ id: 0, status: 0, late: { lines: 0, from: null } });
    // Another owner sees nothing of it.
    expect((await vatReturn(Q(1), t.other)).rubrics['1a']).toEqual({ turnover: 0, vat: 0 });
  });

  it('rounds turnover and VAT owed down and input tax up', async () => {
    await sale('2025-04-10', [row({ unitPrice: 10_099 }), row({ workTypeId: 2, vatCode: 2, unitPrice: 5_050 })]);
    // 10,05 at 21 %: input tax 2,11, declared as 3.
    await purchase('2025-05-02', [{ purchaseTypeId: 1, vatCodeId: 1, description: 'Middelen', amount: 1_005 }]);
    const { rubrics } = await vatReturn(Q(2));
    expect(rubrics['1a']).toEqual({ turnover: 100, vat: 21 });
    // 50,50 at 9 %: VAT 4,55.
    expect(rubrics['1b']).toEqual({ turnover: 50, vat: 4 });
    expect([rubrics['5a'].vat, rubrics['5b'].vat, rubrics['5c'].vat, rubrics['5g'].vat]).toEqual([25, 3, 22, 22]);
  });

  it('puts a subcontractor sale in 1e and a reverse-charged purchase in 2a, deducted in 5b', async () => {
    await sale('2025-07-03', [row({ vatCode: 3, unitPrice: 80_000 })], reverseCustomerId);
    // 502,40 from a subcontractor: 105,50 owed and deducted.
    await purchase('2025-08-12', [{ purchaseTypeId: 3, vatCodeId: 3, description: 'Inhuur', amount: 50_240 }]);
    const { rubrics } = await vatReturn(Q(3));
    expect(rubrics['1e']).toEqual({ turnover: 800, vat: 0 });
    expect(rubrics['2a']).toEqual({ turnover: 502, vat: 105 });
    expect(rubrics['5a'].vat).toBe(105);
    expect(rubrics['5b'].vat).toBe(106);
    expect(rubrics['5g'].vat).toBe(-1);
  });

  it('puts EU supplies in 3b and EU acquisitions in 4b', async () => {
    await sale('2025-10-06', [row({ vatCode: euCode, unitPrice: 30_000 })], reverseCustomerId);
    await purchase('2025-11-20', [{ purchaseTypeId: 1, vatCodeId: euCode, description: 'Machine', amount: 20_000 }]);
    const { rubrics } = await vatReturn(Q(4));
    expect(rubrics['3b']).toEqual({ turnover: 300, vat: 0 });
    expect(rubrics['4b']).toEqual({ turnover: 200, vat: 42 });
    expect([rubrics['5a'].vat, rubrics['5b'].vat, rubrics['5g'].vat]).toEqual([42, 42, 0]);
  });

  it('saves a draft with 5d-5f, then makes it final once: its lines declared, its figures kept', async () => {
    const draft = await call(t.app, bookkeeper, 'saveVatReturn', { ...Q(2), manual: { '5e': 2 } });
    expect(draft).toMatchObject({ status: 0, manual: { '5d': 0, '5e': 2, '5f': 0 } });
    expect(draft.id).toBeGreaterThan(0);
    expect(draft.rubrics['5g'].vat).toBe(20);
    expect((await vatReturn(Q(2))).manual['5e']).toBe(2);
    // A bookkeeper may not make it final; an administrator may, once.
    const refused = await t.app.request('POST', '/r/finaliseVatReturn', { token: bookkeeper, body: Q(2) });
    expect(refused.status).toBe(403);
    // 5d-5f left out: as the draft has them.
    const final = await call(t.app, t.admin, 'finaliseVatReturn', Q(2));
    expect(final).toMatchObject({ id: draft.id, status: 1, rubrics: draft.rubrics });
    expect(final.finalisedAt).not.toBeNull();
    const declared = await stored<{ n: number }>(
      t.app,
      1,
      sql`select count(*)::int as n from bookings where owner_id = 1 and vat_return_id = ${final.id}`,
    );
    expect(declared[0]?.n).toBeGreaterThan(0);
    for (const path of ['finaliseVatReturn', 'saveVatReturn']) {
      const again = await t.app.request('POST', `/r/${path}`, { token: t.admin, body: Q(2) });
      expect(again.status).toBe(400);
      expect(again.json.key).toBe('vatReturn.final');
    }
    const month = await t.app.request('POST', '/r/saveVatReturn', {
      token: t.admin,
      body: { startDate: '2025-05-01', endDate: '2025-05-31' },
    });
    expect(month.json.key).toBe('vatReturn.overlapsFinal');
    const list = await call(t.app, bookkeeper, 'vatReturns', {});
    expect(list).toContainEqual(expect.objectContaining({ id: final.id, ...Q(2), status: 1, total: 20 }));
  });

  it('makes the PDF through the template of type 3: taxpayer and VAT number, period, draft or final, the boxes', async () => {
    const pdf = (period: { startDate: string; endDate: string }, token = bookkeeper, titles = {}) =>
      t.app.request('POST', '/r/vatReturn', { token, body: { ...period, pdf: 1, locale: 'nl', titles } });
    const [owner] = await stored<{ name: string; vatNumber: string }>(
      t.app,
      1,
      sql`select name, settings->>'vatNumber' as "vatNumber" from owners where id = 1`,
    );
    const draft = await pdf(Q(1), bookkeeper, {
      title: 'Btw-aangifte',
      draft: 'Concept',
      period: '{{from}} t/m {{until}}',
      'rubric.1a': 'Leveringen/diensten belast met hoog tarief',
    });
    expect(draft.status).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(draft.bytes);
    expect(text).toContain('BTW-AANGIFTE');
    expect(text).toContain('01-01-2025 t/m 31-03-2025');
    expect(text).toContain('Concept');
    expect(text).toContain(owner?.name);
    expect(owner?.vatNumber).toMatch(/^NL/);
    expect(text).toContain(owner?.vatNumber);
    // 1a of the first quarter: 100 turnover, 21 VAT, in whole euros; 5g and how it is made.
    expect(text).toMatch(/1a\s+Leveringen\/diensten belast met hoog tarief\s+€\s?100\s+€\s?21\b/);
    expect(text).toMatch(/5g\s+\(5c − 5d − 5e − 5f\)\s+€\s?21\b/);
    // The second quarter was made final above.
    const final = await pdfText((await pdf(Q(2))).bytes);
    expect(final).toMatch(/Final since \d\d-\d\d-\d{4}/);
    expect(final).not.toContain('Draft');
    expect((await pdf(Q(1), salesOnly)).status).toBe(403);
  });

  it('reports a booking dated in a declared period in the next return, shown as late', async () => {
    const q2 = await vatReturn(Q(2));
    const q3 = await vatReturn(Q(3));
    // 200,00 at 21 % booked in May, after Q2 was made final.
    await sale('2025-05-20', [row({ unitPrice: 20_000 })]);
    expect(await vatReturn(Q(2))).toEqual(q2);
    const next = await vatReturn(Q(3));
    expect(next.rubrics['1a']).toEqual({ turnover: q3.rubrics['1a'].turnover + 200, vat: q3.rubrics['1a'].vat + 42 });
    expect(next.late).toMatchObject({ lines: 2, from: '2025-05-20' });
    expect(next.late.cents['1a']).toEqual({ turnover: 20_000, vat: 4_200 });
    const details = await call(t.app, bookkeeper, 'vatDetails', { ...Q(3), rubric: '1a' });
    expect(details).toMatchObject({ count: 2, turnover: 20_000, vat: 4_200 });
    expect(
      details.lines.map((l: { part: string; amount: number; late: boolean }) => [l.part, l.amount, l.late]),
    ).toEqual([
      ['turnover', 20_000, true],
      ['vat', 4_200, true],
    ]);
    // Made final, Q3 declared it: Q4 does not report it again.
    await call(t.app, t.admin, 'finaliseVatReturn', Q(3));
    expect((await vatReturn(Q(4))).late.lines).toBe(0);
    const q3Details = await call(t.app, t.admin, 'vatDetails', { ...Q(3), rubric: '5b' });
    expect(q3Details.vat).toBe(10_550);
  });

  it('pages the lines behind a rubric', async () => {
    const all = await call(t.app, t.admin, 'vatDetails', { ...Q(2), rubric: '5a' });
    expect(all.count).toBe(2);
    expect(all.vat).toBe(2_121 + 455);
    const second = await call(t.app, t.admin, 'vatDetails', { ...Q(2), rubric: '5a', perPage: 1, page: 2 });
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0].id).toBe(all.lines[1].id);
  });

  it('gates by role and refuses a period that is no month or quarter', async () => {
    expect((await t.app.request('POST', '/r/vatReturn', { token: salesOnly, body: Q(1) })).status).toBe(403);
    expect((await t.app.request('POST', '/r/vatReturns', { token: salesOnly, body: {} })).status).toBe(403);
    expect((await vatReturn(Q(1), bookkeeper)).rubrics['1a'].vat).toBe(21);
    for (const body of [
      { startDate: '2025-01-01', endDate: '2025-02-28' },
      { startDate: '2025-01-15', endDate: '2025-03-31' },
      { startDate: '2025-03-31', endDate: '2025-01-01' },
    ]) {
      const refused = await t.app.request('POST', '/r/vatReturn', { token: t.admin, body });
      expect(refused.status).toBe(400);
      expect(refused.json.key).toBe('vatReturn.badPeriod');
    }
    const bad = await t.app.request('POST', '/r/saveVatReturn', {
      token: t.admin,
      body: { startDate: '2025-13-01', endDate: '2025-13-31' },
    });
    expect(bad.status).toBe(400);
    const before = await call(t.app, t.admin, 'vatReturns', {});
    const refused = await t.app.request('POST', '/r/saveVatReturn', {
      token: t.admin,
      body: { startDate: '2025-01-01', endDate: '2025-06-30' },
    });
    expect(refused.json.key).toBe('vatReturn.badPeriod');
    expect(await call(t.app, t.admin, 'vatReturns', {})).toEqual(before);
  });
});
