import { addMonths } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { day, insertCustomer, project, rowsOf, saveProject, today, work } from '../../../test/fixtures/projects.ts';
import { appWithAdmins, BACKENDS, countRows } from '../../../test/harness.ts';

// Price changes (work form and bulk update), the bulk update job and its mail (issue 17).

const OWNER = 1;

describe.each(BACKENDS)('price changes on %s', (backend) => {
  const t = appWithAdmins(backend);
  const call = (path: string, body: unknown, token = t.owner1) => t.app.request('POST', path, { token, body });
  const changes = async (body = { startDate: addMonths(today, -12), endDate: day(30) }, token = t.owner1) => {
    const response = await call('/r/priceChangesDateRange', body, token);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json as { workId: number; kind: number; oldPrice: number; newPrice: number; bulkId: number }[];
  };
  const worksOf = (projectId: number) =>
    rowsOf<{ id: number; hour_rate: number; fixed_price: number }>(
      t.app,
      OWNER,
      sql`select id, hour_rate, fixed_price from works where project_id = ${projectId} order by id`,
    );
  const outbox = () =>
    rowsOf<{ to: string; subject: string; html: string }>(
      t.app,
      OWNER,
      sql`select "to", subject, html from mail_outbox where subject like '%Price change%' or subject like '%Prijs%'
        order by id`,
    );

  /** A customer with a project of two priced works, and another customer's project. */
  async function pricedProjects() {
    const customerId = await insertCustomer(t.app, OWNER, `Prijsklant ${Math.random()}`);
    const otherId = await insertCustomer(t.app, OWNER, `Andere klant ${Math.random()}`);
    const mine = await saveProject(
      t.app,
      t.owner1,
      project({
        customerId,
        works: [
          work({ description: 'Kantoor', hourRate: 3450, fixedPrice: 10000 }),
          work({ description: 'Ramen', hourRate: 3150, fixedPrice: 0 }),
        ],
      }),
    );
    const other = await saveProject(
      t.app,
      t.owner1,
      project({ customerId: otherId, works: [work({ hourRate: 4000 })] }),
    );
    return { customerId, mine, other };
  }
  const bulk = (customerId: number, overrides: Record<string, unknown> = {}) => ({
    mode: 1,
    value: 250,
    hourRate: 1,
    fixedPrice: 1,
    fromDate: today,
    customerIds: [customerId],
    ...overrides,
  });

  it('records a change of a work’s hour rate or fixed price on the project form, with who and when', async () => {
    const saved = await saveProject(t.app, t.owner1, project({ works: [work({ hourRate: 3000 })] }));
    const workId = saved.works[0].id;
    await saveProject(t.app, t.owner1, {
      ...saved,
      works: [{ ...saved.works[0], hourRate: 3300, fixedPrice: 50000, description: 'Nieuw' }],
    });
    // A save that changes no price records nothing.
    await saveProject(t.app, t.owner1, { ...saved, works: [{ ...saved.works[0], hourRate: 3300, fixedPrice: 50000 }] });
    const listed = (await changes()).filter((change) => change.workId === workId);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 1, oldPrice: 3000, newPrice: 3300, date: today, bulkId: 0 }),
        expect.objectContaining({ kind: 2, oldPrice: 0, newPrice: 50000, date: today, bulkId: 0 }),
      ]),
    );
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ projectId: saved.id, workDescription: 'Kantoorschoonmaak' });
    expect((listed[0] as unknown as { userName: string }).userName).not.toBe('');
    // Another owner sees none of it.
    expect((await changes(undefined, t.owner2)).some((change) => change.workId === workId)).toBe(false);
  });

  it('refuses a range longer than one year and one month, or running backwards', async () => {
    const tooLong = await call('/r/priceChangesDateRange', { startDate: '2025-01-01', endDate: '2026-02-02' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.key).toBe('priceChange.rangeTooLong');
    expect((await call('/r/priceChangesDateRange', { startDate: '2025-01-01', endDate: '2026-02-01' })).status).toBe(
      200,
    );
    const backwards = await call('/r/priceChangesDateRange', { startDate: '2025-02-01', endDate: '2025-01-01' });
    expect(backwards.json.key).toBe('priceChange.rangeBackwards');
  });

  it('previews a bulk update per work and in total, in whole cents, and writes nothing', async () => {
    const { customerId, mine } = await pricedProjects();
    const before = await countRows(t.app, 'bulk_price_updates');
    const response = await call('/r/bulkPriceUpdatePreview', bulk(customerId));
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    // 34.50 + 2.5 % = 35.3625 → 35.36; 100.00 → 102.50; 31.50 → 32.2875 → 32.29; a fixed price of 0 stays 0.
    expect(response.json.rows).toEqual([
      expect.objectContaining({ projectId: mine.id, hourRateBefore: 3450, hourRateAfter: 3536 }),
      expect.objectContaining({ hourRateBefore: 3150, hourRateAfter: 3229, fixedPriceBefore: 0, fixedPriceAfter: 0 }),
    ]);
    expect(response.json.rows[0]).toMatchObject({ fixedPriceBefore: 10000, fixedPriceAfter: 10250 });
    expect(response.json.totals).toEqual({
      works: 2,
      hourRateBefore: 6600,
      hourRateAfter: 6765,
      fixedPriceBefore: 10000,
      fixedPriceAfter: 10250,
    });
    expect((await worksOf(mine.id)).map((w) => w.hour_rate)).toEqual([3450, 3150]);
    expect(await countRows(t.app, 'bulk_price_updates')).toBe(before);
  });

  it('runs a bulk update as a job: changes the prices, records them and mails the details once', async () => {
    const { customerId, mine, other } = await pricedProjects();
    const queued = await call('/r/bulkPriceUpdate', bulk(customerId, { mode: 2, value: 125, fixedPrice: 0 }));
    expect(queued.status, JSON.stringify(queued.json)).toBe(200);
    expect(queued.json).toMatchObject({ status: 'queued', total: 2, done: 0 });
    // Nothing changes before the job runs.
    expect((await worksOf(mine.id)).map((w) => w.hour_rate)).toEqual([3450, 3150]);

    await t.app.ctx.jobs.runDue();

    expect((await worksOf(mine.id)).map((w) => [w.hour_rate, w.fixed_price])).toEqual([
      [3575, 10000],
      [3275, 0],
    ]);
    expect((await worksOf(other.id)).map((w) => w.hour_rate)).toEqual([4000]);
    const status = await call('/r/bulkPriceUpdateJob', { id: queued.json.id });
    expect(status.json).toMatchObject({ status: 'done', total: 2, done: 2, changed: 2, mailedTo: DEMO_USERS.admin });
    const recorded = (await changes()).filter((change) => change.bulkId === queued.json.id);
    expect(recorded.map((change) => [change.oldPrice, change.newPrice]).sort()).toEqual([
      [3150, 3275],
      [3450, 3575],
    ]);
    const mails = (await outbox()).filter((mail) => mail.html.includes(mine.name));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(DEMO_USERS.admin);
    expect(mails[0]?.html).toContain('35,75');

    // The same job run again (a server killed before the queue marked it done) changes and mails nothing more.
    await withSystem(t.app.database, (tx) =>
      t.app.ctx.jobs.enqueue(tx, OWNER, 'sales.bulkPriceUpdate', { bulkId: queued.json.id, userId: 0, employeeId: 0 }),
    );
    await t.app.ctx.jobs.runDue();
    expect((await worksOf(mine.id)).map((w) => w.hour_rate)).toEqual([3575, 3275]);
    expect((await outbox()).filter((mail) => mail.html.includes(mine.name))).toHaveLength(1);
  });

  it('waits for a date in the future, and refuses a selection without works, writing nothing', async () => {
    const { customerId, mine } = await pricedProjects();
    const later = await call('/r/bulkPriceUpdate', bulk(customerId, { fromDate: day(10) }));
    expect(later.status).toBe(200);
    await t.app.ctx.jobs.runDue();
    expect((await worksOf(mine.id)).map((w) => w.hour_rate)).toEqual([3450, 3150]);
    expect((await call('/r/bulkPriceUpdateJob', { id: later.json.id })).json.status).toBe('queued');

    const before = await countRows(t.app, 'bulk_price_updates');
    const none = await call('/r/bulkPriceUpdate', bulk(customerId, { workTypeIds: [999] }));
    expect(none.status).toBe(400);
    expect(none.json.key).toBe('priceChange.nothingSelected');
    expect(await countRows(t.app, 'bulk_price_updates')).toBe(before);
    const zero = await call('/r/bulkPriceUpdatePreview', bulk(customerId, { value: 0 }));
    expect(zero.status).toBe(400);
    // Another owner's status is not found.
    expect((await call('/r/bulkPriceUpdateJob', { id: later.json.id }, t.owner2)).status).toBe(404);
  });

  it('lists the active projects without a price change in the last 13 months', async () => {
    const { mine } = await pricedProjects();
    const unchanged = async () =>
      ((await call('/r/projectsWithoutPriceChange', {})).json as { projectId: number }[]).map((p) => p.projectId);
    expect(await unchanged()).toContain(mine.id);
    await saveProject(t.app, t.owner1, { ...mine, works: [{ ...mine.works[0], hourRate: 3600 }, mine.works[1]] });
    expect(await unchanged()).not.toContain(mine.id);
  });
});
