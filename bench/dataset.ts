import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { withSystem } from '../apps/server/src/db/tenant.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { generateEmployees } from './employees.ts';
import { BENCH_CUSTOMERS, BENCH_PROJECTS, generateProjects } from './projects.ts';

export const BENCH_PASSWORD = 'bench-password';
export const benchUser = (owner: number) => `bench${owner}@bench.test`;

/** Owners 1..owners, each with one admin login and `perType` rows in every simple record table. */
export async function generateDataset(database: Database, owners: number, perType: number): Promise<number[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  return withSystem(database, async (tx) => {
    const ownerIds: number[] = [];
    for (let i = 1; i <= owners; i++) {
      const rows = await tx.execute(sql`insert into owners (name) values (${`Bench owner ${i}`}) returning id`);
      const id = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
      ownerIds.push(id);
      const account = await tx.execute(
        sql`insert into user_accounts (user_name, password_hash) values (${benchUser(i)}, ${passwordHash}) returning id`,
      );
      const userId = Number((account as unknown as { rows: { id: number }[] }).rows[0]?.id);
      await tx.execute(
        sql`insert into owner_users (owner_id, user_id, roles) values (${id}, ${userId}, '["admin","employer_portal"]')`,
      );
      const n = perType;
      await tx.execute(sql`insert into cars (owner_id, name, license_plate, deleted)
        select ${id}, 'Car ' || g, 'XX-' || g, (g % 20 = 0)::int from generate_series(1, ${n}) g`);
      await tx.execute(sql`insert into products (owner_id, name, description, deleted)
        select ${id}, 'Product ' || g, 'Description of product ' || g, (g % 20 = 0)::int from generate_series(1, ${n}) g`);
      await tx.execute(sql`insert into procedures (owner_id, name, description, deleted)
        select ${id}, 'Procedure ' || g, repeat('step ', 20), (g % 20 = 0)::int from generate_series(1, ${n}) g`);
      await tx.execute(sql`insert into fixed_tasks (owner_id, title, frequency, deleted)
        select ${id}, 'Task ' || g, g % 4, (g % 20 = 0)::int from generate_series(1, ${n}) g`);
      await tx.execute(sql`insert into news (owner_id, title, message, published, deleted)
        select ${id}, 'News ' || g, repeat('text ', 40), g % 2, (g % 20 = 0)::int from generate_series(1, ${n}) g`);
      await generateEmployees(tx, id, n);
      await generateProjects(tx, id, BENCH_CUSTOMERS, BENCH_PROJECTS);
    }
    await tx.execute(sql`analyze`);
    return ownerIds;
  });
}
