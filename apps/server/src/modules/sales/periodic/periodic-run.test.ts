import { addDays, startOfMonth } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ALL_BACKENDS, countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { call, newCustomer, stored } from '../invoices/test-support.ts';

// The periodic run through the API: what is proposed for October-November 2025, drafts made once, shifts held by a
// draft, freed by its delete and invoiced with it. Amounts in cents, hours in hundredths.

const RUN = { startDate: '2025-10-01', endDate: '2025-11-30' };

async function insert(app: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await stored<{ id: number }>(app, 1, query);
  if (!row) throw new Error('insert failed');
  return row.id;
}

const project = (app: TestApp, customerId: number, name: string, blocked = 0) =>
  insert(
    app,
    sql`insert into projects (owner_id, name, customer_id, invoicing_blocked)
        values (1, ${name}, ${customerId}, ${blocked}) returning id`,
  );

const work = (app: TestApp, projectId: number | undefined, description: string, fields: Record<string, number>) =>
  insert(
    app,
    sql`insert into works (owner_id, project_id, description, work_type, start_date, selected_days, invoicing,
          invoice_day, fixed_price, minutes, hour_rate)
        values (1, ${projectId}, ${description}, 1, '2025-01-01', '[1]'::jsonb, ${fields.invoicing ?? 1},
          ${fields.invoiceDay ?? 0}, ${fields.fixedPrice ?? 0}, ${fields.minutes ?? 0}, ${fields.hourRate ?? 0})
        returning id`,
  );

let shiftCounter = 0;
const shift = (
  app: TestApp,
  projectId: number | undefined,
  workId: number | undefined,
  date: string,
  hours: number,
  fields = {},
) => {
  const { confirmed = 1, planningType = 1 } = fields as { confirmed?: number; planningType?: number };
  return insert(
    app,
    sql`insert into agenda_entries (owner_id, key, date, project_id, work_id, start_time, end_time, hours, confirmed,
          planning_type)
        values (1, ${`periodic-test-${++shiftCounter}`}, ${date}, ${projectId}, ${workId}, 800, 1000, ${hours},
          ${confirmed}, ${planningType})
        returning id`,
  );
};

const shiftState = (app: TestApp, ids: (number | undefined)[]) =>
  stored<{ id: number; confirmed: number; invoice_id: number }>(
    app,
    1,
    sql`select id, confirmed, invoice_id from agenda_entries where id in (${sql.join(
      ids.map((id) => sql`${id ?? 0}`),
      sql`, `,
    )}) order by id`,
  );

describe.each(ALL_BACKENDS)('the periodic invoice run on %s', (backend) => {
  let app: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp(backend);
    admin = await app.login(DEMO_USERS.admin, 1);
    const alpha = (await newCustomer(app, admin, { name: 'Alpha Kantoren' })).id;
    const beta = (await newCustomer(app, admin, { name: 'Beta Groep', joinInvoices: 1, multiProjects: 1 })).id;
    const gamma = (await newCustomer(app, admin, { name: 'Gamma Geblokkeerd' })).id;
    ids.alphaMain = await project(app, alpha, 'Alpha Hoofdkantoor');
    ids.alphaDepot = await project(app, alpha, 'Alpha Depot');
    ids.betaNorth = await project(app, beta, 'Beta Noord');
    ids.betaSouth = await project(app, beta, 'Beta Zuid');
    ids.gammaSite = await project(app, gamma, 'Gamma Hal', 1);

    // Alpha Hoofdkantoor: a monthly fixed price (with an hour rate for extra shifts), a weekly work sold as one hour
    // each Monday, a quarterly contract (no quarter ends in the run), a direct, a manual and an hours-only work.
    ids.monthly = await work(app, ids.alphaMain, 'Maandcontract', {
      invoicing: 1,
      fixedPrice: 50_000,
      hourRate: 2_500,
    });
    ids.weekly = await work(app, ids.alphaMain, 'Wekelijks', { invoicing: 7, minutes: 60, hourRate: 3_000 });
    ids.quarter = await work(app, ids.alphaMain, 'Kwartaal', { invoicing: 3, fixedPrice: 30_000 });
    ids.direct = await work(app, ids.alphaMain, 'Direct', { invoicing: 5, hourRate: 4_000 });
    ids.manual = await work(app, ids.alphaMain, 'Handmatig', { invoicing: 6, fixedPrice: 99_000, hourRate: 4_000 });
    ids.hours = await work(app, ids.alphaMain, 'Op uren', { invoicing: 1, hourRate: 3_500 });
    ids.fixedDay = await work(app, ids.alphaDepot, 'Depot', { invoicing: 2, invoiceDay: 15, fixedPrice: 10_000 });
    await work(app, ids.betaNorth, 'Noord', { invoicing: 1, fixedPrice: 20_000 });
    await work(app, ids.betaSouth, 'Zuid', { invoicing: 1, fixedPrice: 30_000 });
    await work(app, ids.gammaSite, 'Hal', { invoicing: 1, fixedPrice: 40_000 });

    ids.hoursA = await shift(app, ids.alphaMain, ids.hours, '2025-10-06', 200);
    ids.hoursB = await shift(app, ids.alphaMain, ids.hours, '2025-11-10', 150);
    ids.scheduled = await shift(app, ids.alphaMain, ids.hours, '2025-11-17', 300, { confirmed: 0 });
    ids.outside = await shift(app, ids.alphaMain, ids.hours, '2025-12-01', 300);
    ids.extra = await shift(app, ids.alphaMain, ids.monthly, '2025-10-20', 100, { planningType: 3 });
    ids.planned = await shift(app, ids.alphaMain, ids.monthly, '2025-10-13', 100);
    ids.directShift = await shift(app, ids.alphaMain, ids.direct, '2025-11-03', 300);
    ids.manualShift = await shift(app, ids.alphaMain, ids.manual, '2025-11-03', 300);
  });
  afterAll(() => app.close());

  const run = () => call(app, admin, 'getPeriodicInvoices', RUN);
  const byProject = (answer: { proposals: { projectNames: string[] }[] }, name: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: tests read answer fields freely
    answer.proposals.find((p) => p.projectNames.includes(name)) as any;

  it('proposes each option by its dates and amounts, confirmed hours at the hour rate, per project', async () => {
    const answer = await run();
    const main = byProject(answer, 'Alpha Hoofdkantoor');
    // 2 × 500.00 fixed; 9 weeks whose Sunday is in the run × 1 h × 30.00; 3.50 h × 35.00; an extra shift 1 h × 25.00.
    expect(main.amountExVat).toBe(100_000 + 27_000 + 12_250 + 2_500);
    expect(main.hours).toBe(900 + 350 + 100);
    expect(main.invoiceDate).toBe('2025-11-30');
    expect(main.startPeriod).toBe('2025-09-29');
    expect(main.endPeriod).toBe('2025-11-30');
    const shiftRows = main.rows.filter((r: { confirmedEntryId: number }) => r.confirmedEntryId > 0);
    expect(shiftRows.map((r: { confirmedEntryId: number }) => r.confirmedEntryId).sort()).toEqual(
      [ids.hoursA, ids.hoursB, ids.extra].sort(),
    );
    expect(shiftRows.every((r: { workId: number }) => r.workId > 0)).toBe(true);
    const workIds = new Set(main.rows.map((r: { workId: number }) => r.workId));
    expect(workIds.has(ids.quarter) || workIds.has(ids.direct) || workIds.has(ids.manual)).toBe(false);
    // The period text: one part per period, joined by '##' (the customer's language is Dutch).
    expect(main.period.split('##')).toEqual(expect.arrayContaining(['oktober 2025', 'november 2025']));

    const depot = byProject(answer, 'Alpha Depot');
    expect(depot).toMatchObject({ amountExVat: 20_000, invoiceDate: '2025-11-15' });
    expect(depot.key).not.toBe(main.key);
  });

  it('joins a joinInvoices customer into one invoice whose rows name their project; blocked projects apart', async () => {
    const answer = await run();
    const beta = answer.proposals.filter((p: { customerName: string }) => p.customerName === 'Beta Groep');
    expect(beta).toHaveLength(1);
    expect(beta[0]).toMatchObject({ projectId: 0, amountExVat: 100_000 });
    expect(beta[0].projectNames.sort()).toEqual(['Beta Noord', 'Beta Zuid']);
    expect(beta[0].rows.every((r: { description: string }) => /^Beta (Noord|Zuid): /.test(r.description))).toBe(true);
    expect(answer.proposals.some((p: { customerName: string }) => p.customerName.startsWith('Gamma'))).toBe(false);
    const gamma = answer.blocked.filter((b: { customerName: string }) => b.customerName.startsWith('Gamma'));
    expect(gamma).toEqual([expect.objectContaining({ projectName: 'Gamma Hal', amountExVat: 80_000 })]);
  });

  it('proposes the direct works in the direct run only', async () => {
    const direct = await call(app, admin, 'getDirectInvoices', RUN);
    expect(direct.proposals).toHaveLength(1);
    expect(direct.proposals[0]).toMatchObject({ amountExVat: 12_000, hours: 300 });
    expect(direct.proposals[0].rows[0]).toMatchObject({ confirmedEntryId: ids.directShift, workId: ids.direct });
  });

  it('refuses a run longer than 2 months with its key, and writes nothing', async () => {
    const before = await countRows(app, 'invoices');
    for (const path of ['getPeriodicInvoices', 'getDirectInvoices']) {
      const response = await app.request('POST', `/r/${path}`, {
        token: admin,
        body: { startDate: '2025-10-01', endDate: '2025-12-01' },
      });
      expect(response.status).toBe(400);
      expect(response.json.key).toBe('periodic.range');
    }
    expect(await countRows(app, 'invoices')).toBe(before);
  });

  it('makes drafts once: the same proposals twice (also at once) make no second draft, shifts are held', async () => {
    const { proposals } = await run();
    const before = await countRows(app, 'invoices');
    const [first, second] = await Promise.all([
      call(app, admin, 'createInvoicesDraft', proposals),
      call(app, admin, 'createInvoicesDraft', proposals),
    ]);
    const made = [...first.drafts, ...second.drafts];
    expect(made).toHaveLength(proposals.length);
    expect([...first.skipped, ...second.skipped]).toHaveLength(proposals.length);
    expect(await countRows(app, 'invoices')).toBe(before + proposals.length);
    const main = byProject({ proposals }, 'Alpha Hoofdkantoor');
    const draft = made.find((d: { key: string }) => d.key === main.key);
    const detail = await call(app, admin, 'getInvoice', { id: draft.invoiceId });
    expect(detail).toMatchObject({ status: 0, amountExVat: main.amountExVat, period: main.period });
    // In the order they were made: two hour shifts, the scheduled one, the one after the run, the extra shift.
    const held = await shiftState(app, [ids.hoursA, ids.hoursB, ids.scheduled, ids.outside, ids.extra]);
    expect(held.map((s) => s.invoice_id)).toEqual([draft.invoiceId, draft.invoiceId, 0, 0, draft.invoiceId]);

    const again = await run();
    expect(again.proposals).toEqual([]);
    expect(again.blocked.map((b: { projectName: string }) => b.projectName)).toContain('Gamma Hal');
    ids.mainDraft = draft.invoiceId;
  });

  it('deleting a draft frees its shifts and periods; invoicing it bills the shifts for good', async () => {
    const draft = await call(app, admin, 'getInvoice', { id: ids.mainDraft });
    await call(app, admin, 'saveInvoice', { ...draft, deleted: 1 });
    expect((await shiftState(app, [ids.hoursA, ids.extra])).map((s) => s.invoice_id)).toEqual([0, 0]);

    const { proposals } = await run();
    expect(proposals.map((p: { projectNames: string[] }) => p.projectNames)).toEqual([['Alpha Hoofdkantoor']]);
    const { drafts } = await call(app, admin, 'createInvoicesDraft', proposals);
    await call(app, admin, 'invoiceInvoice', { id: drafts[0].invoiceId, invoiceDate: '2025-11-30' });
    const billed = await shiftState(app, [ids.hoursA, ids.hoursB, ids.extra]);
    expect(billed.map((s) => [s.confirmed, s.invoice_id])).toEqual(Array(3).fill([2, drafts[0].invoiceId]));
    expect((await run()).proposals).toEqual([]);
    ids.mainInvoice = drafts[0].invoiceId;
  });

  it('a shift taken off a draft is free again', async () => {
    const later = await shift(app, ids.alphaMain, ids.hours, '2025-11-24', 400);
    const { proposals } = await run();
    const { drafts } = await call(app, admin, 'createInvoicesDraft', proposals);
    const draft = await call(app, admin, 'getInvoice', { id: drafts[0].invoiceId });
    expect((await shiftState(app, [later]))[0]?.invoice_id).toBe(draft.id);
    const rows = draft.rows.map((r: { confirmedEntryId: number }) =>
      r.confirmedEntryId === later ? { ...r, confirmedEntryId: 0, unitPrice: 0 } : r,
    );
    await call(app, admin, 'saveInvoice', { ...draft, rows });
    expect((await shiftState(app, [later]))[0]?.invoice_id).toBe(0);
  });
  it('a partial credit frees nothing; once the credits cancel the invoice its periods and shifts are due again', async () => {
    type Row = { workId: number; rowDate: string | null; confirmedEntryId: number };
    const invoice = await call(app, admin, 'getInvoice', { id: ids.mainInvoice });
    const shifts = [ids.hoursA, ids.hoursB, ids.extra];
    const keys = (rows: Row[]) => rows.map((r) => `${r.workId}|${r.rowDate}|${r.confirmedEntryId}`).sort();
    const billedKeys = keys(invoice.rows);
    // Which of the invoice's rows the run proposes again (it may propose other work too).
    const proposedAgain = async () => {
      const proposal = byProject(await run(), 'Alpha Hoofdkantoor');
      const proposed = new Set(keys(proposal?.rows ?? []));
      return billedKeys.filter((key) => proposed.has(key));
    };
    const creditInvoice = async (keep: (rows: Row[]) => Row[], force = 0) => {
      const draft = await call(app, admin, 'invoicesCreditFor', { id: invoice.id, force });
      await call(app, admin, 'saveInvoice', { ...draft, rows: keep(draft.rows) });
      // A credit draft frees nothing yet: it may still be deleted.
      expect(await proposedAgain()).toEqual([]);
      return (await call(app, admin, 'invoiceInvoice', { id: draft.id })).invoice;
    };

    // Part of it credited (a price correction): the periods and shifts stay billed.
    const part = await creditInvoice((rows) => rows.slice(0, 1));
    expect(part.amountExVat).toBeLessThan(0);
    expect(part.amountExVat).toBeGreaterThan(-invoice.amountExVat);
    expect(await proposedAgain()).toEqual([]);
    expect((await shiftState(app, shifts)).map((s) => [s.confirmed, s.invoice_id])).toEqual(
      Array(3).fill([2, invoice.id]),
    );

    // The rest credited too: together the credits cancel the invoice.
    await creditInvoice((rows) => rows.slice(1), 1);
    expect((await shiftState(app, shifts)).map((s) => [s.confirmed, s.invoice_id])).toEqual(Array(3).fill([1, 0]));
    expect(await proposedAgain()).toEqual(billedKeys);

    // Billed anew, once: the new invoice holds them and the run proposes them no more.
    const proposal = byProject(await run(), 'Alpha Hoofdkantoor');
    const { drafts } = await call(app, admin, 'createInvoicesDraft', [proposal]);
    const again = await call(app, admin, 'invoiceInvoice', { id: drafts[0].invoiceId, invoiceDate: '2025-11-30' });
    expect(again.invoice.amountExVat).toBeGreaterThanOrEqual(invoice.amountExVat);
    expect((await shiftState(app, shifts)).map((s) => [s.confirmed, s.invoice_id])).toEqual(
      Array(3).fill([2, drafts[0].invoiceId]),
    );
    expect(await proposedAgain()).toEqual([]);
    ids.rebilled = drafts[0].invoiceId;
  });

  it('counts credits of credits: one undoing the cancelling credit bills the invoice again, another credit cancels it', async () => {
    type Row = { workId: number; rowDate: string | null; confirmedEntryId: number };
    const invoice = await call(app, admin, 'getInvoice', { id: ids.rebilled });
    const shifts = [ids.hoursA, ids.hoursB, ids.extra];
    const keys = (rows: Row[]) => rows.map((r) => `${r.workId}|${r.rowDate}|${r.confirmedEntryId}`).sort();
    const proposedAgain = async () => {
      const proposed = new Set(keys(byProject(await run(), 'Alpha Hoofdkantoor')?.rows ?? []));
      return keys(invoice.rows).filter((key) => proposed.has(key));
    };
    const state = async () => (await shiftState(app, shifts)).map((s) => [s.confirmed, s.invoice_id]);
    const credit = async (id: number) => {
      const draft = await call(app, admin, 'invoicesCreditFor', { id, force: 1 });
      return (await call(app, admin, 'invoiceInvoice', { id: draft.id })).invoice;
    };

    const cancelling = await credit(invoice.id);
    expect(await state()).toEqual(Array(3).fill([1, 0]));
    expect(await proposedAgain()).toEqual(keys(invoice.rows));

    // The credit credited in turn (force: its source is a credit): the invoice stands again, with its shifts.
    const undo = await credit(cancelling.id);
    expect(undo.amountInclVat).toBe(invoice.amountInclVat);
    expect(await state()).toEqual(Array(3).fill([2, invoice.id]));
    expect(await proposedAgain()).toEqual([]);

    // A second credit of the invoice: the chain nets to zero again, so the work is due again.
    await credit(invoice.id);
    expect(await state()).toEqual(Array(3).fill([1, 0]));
    expect(await proposedAgain()).toEqual(keys(invoice.rows));
  });
});

describe('the demo owner', () => {
  it('proposes a realistic first run for last month: tens of invoices, hours among them, a blocked project', async () => {
    const app = await createTestApp('pglite');
    try {
      const admin = await app.login(DEMO_USERS.admin, 1);
      const today = new Date().toISOString().slice(0, 10);
      const endDate = addDays(startOfMonth(today), -1);
      const answer = await call(app, admin, 'getPeriodicInvoices', { startDate: startOfMonth(endDate), endDate });
      expect(answer.proposals.length).toBeGreaterThanOrEqual(5);
      expect(answer.proposals.length).toBeLessThan(100);
      const shiftRows = answer.proposals.flatMap((p: { rows: { confirmedEntryId: number }[] }) =>
        p.rows.filter((r) => r.confirmedEntryId > 0),
      );
      expect(shiftRows.length).toBeGreaterThan(0);
      expect(answer.blocked.map((b: { projectName: string }) => b.projectName)).toContain('Sportcentrum Nieuwegein');
    } finally {
      await app.close();
    }
  });
});
