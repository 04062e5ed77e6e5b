import { carResource, defineRecordMeta, ZCar } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { cars } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant.ts';
import { BACKENDS, createTestApp, type TestApp } from '../test/harness.ts';
import { jobContext } from './calls.ts';
import { fail } from './errors.ts';
import { defineResource } from './resources.ts';

// The store behind the generic resource calls, run directly: the kinds of delete and the hooks no record type of the
// app uses yet (accounting will need hard deletes).
const hardCars = defineRecordMeta({ ...carResource, name: 'HardCar', hardDelete: true });

describe.each(BACKENDS)('resource store on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const inOwner = <T>(work: (ctx: ReturnType<typeof jobContext>) => Promise<T>) =>
    withTenant(app.database, 1, (tx) => work(jobContext(app.ctx, tx, 1)));
  const stored = (id: unknown) =>
    withTenant(app.database, 1, (tx) =>
      queryRows<{ deleted: number }>(tx, sql`select deleted from cars where owner_id = 1 and id = ${Number(id)}`),
    );

  it('a soft delete keeps the row flagged; a hard delete removes it, both audited', async () => {
    const soft = defineResource(carResource, cars).store;
    const hard = defineResource(hardCars, cars).store;
    const kept = await inOwner((ctx) => soft.save(ctx, ZCar.parse({ name: 'Soft' })));
    const gone = await inOwner((ctx) => hard.save(ctx, ZCar.parse({ name: 'Hard' })));

    expect(await inOwner((ctx) => soft.remove(ctx, Number(kept.id)))).toMatchObject({ id: kept.id, deleted: 1 });
    expect(await inOwner((ctx) => hard.remove(ctx, Number(gone.id)))).toMatchObject({ id: gone.id, deleted: 1 });
    expect(await stored(kept.id)).toEqual([{ deleted: 1 }]);
    expect(await stored(gone.id)).toEqual([]);

    const audit = await withTenant(app.database, 1, (tx) =>
      queryRows<{ action: string }>(tx, sql`select action from audit_log where entity = 'HardCar' order by id`),
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    // Gone is gone: a second delete finds nothing.
    await expect(inOwner((ctx) => hard.remove(ctx, Number(gone.id)))).rejects.toMatchObject({ status: 404 });
  });

  it('validate refuses before anything is written and may change what is written', async () => {
    const checked = defineResource(carResource, cars, {
      validate(_ctx, car) {
        if (car.name === 'Refused') throw fail('request.rejected', { detail: 'refused' });
        return { ...car, licensePlate: 'CHECKED' };
      },
    }).store;
    const before = await withTenant(app.database, 1, (tx) => queryRows(tx, sql`select id from cars`));
    await expect(inOwner((ctx) => checked.save(ctx, ZCar.parse({ name: 'Refused' })))).rejects.toMatchObject({
      status: 400,
    });
    expect(await withTenant(app.database, 1, (tx) => queryRows(tx, sql`select id from cars`))).toHaveLength(
      before.length,
    );
    const saved = await inOwner((ctx) => checked.save(ctx, ZCar.parse({ name: 'Fine', licensePlate: 'x' })));
    expect(saved).toMatchObject({ name: 'Fine', licensePlate: 'CHECKED' });
  });
});
