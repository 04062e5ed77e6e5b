import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_1, appPerFile } from '../test/app-per-file.ts';
import { ALL_BACKENDS } from '../test/harness.ts';
import { type Db, queryRows } from './client.ts';
import { withSystem, withTenant } from './tenant.ts';

// The second wall (migrate.ts): in an owner's transaction a query that forgets its owner still reads and writes only
// that owner's rows; without an owner, nothing.

describe.each(ALL_BACKENDS)('row-level security on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  const owners = (tx: Db) =>
    queryRows<{ owner_id: number }>(tx, sql`select distinct owner_id from customers order by owner_id`);

  it('shows an owner only its own rows and refuses writing another owner’s', async () => {
    await withSystem(t.app.database, (tx) =>
      tx.execute(sql`insert into customers (owner_id, number, name) values (2, 990000, 'Owner two')`),
    );
    expect((await withSystem(t.app.database, owners)).length).toBeGreaterThan(1);
    // The tests' connections are superusers, which pass the wall: they switch to the app role as the server does.
    expect(t.app.database.appRole).toBe(true);
    expect(await withTenant(t.app.database, 1, owners)).toEqual([{ owner_id: 1 }]);
    expect(await withTenant(t.app.database, 2, owners)).toEqual([{ owner_id: 2 }]);
    const changed = await withTenant(t.app.database, 1, (tx) =>
      queryRows<{ id: number }>(tx, sql`update customers set city = city where owner_id = 2 returning id`),
    );
    expect(changed).toEqual([]);
    const refused = await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`insert into customers (owner_id, number, name) values (2, 990001, 'Not mine')`),
    ).then(
      () => 'inserted',
      (error: Error) => String(error.cause ?? error),
    );
    expect(refused).toMatch(/row-level security/);
  });

  it('shows nothing to a transaction without an owner', async () => {
    const rows = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'backoffice_app', true)`);
      return queryRows(tx, sql`select id from customers`);
    });
    expect(rows).toEqual([]);
  });
});
