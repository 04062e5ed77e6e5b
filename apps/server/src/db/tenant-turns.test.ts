import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from './client.ts';
import { withSystem, withTenant } from './tenant.ts';

// PGlite answers in microtasks: without a turn of the event loop between transactions, a job's batches kept every
// request waiting until the whole chunk was done (the invoice run held the other pages 0.5-1 s, over and over).
describe('PGlite transactions one after the other', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it.each([
    ['withTenant', (work: (tx: Db) => Promise<void>) => withTenant(database, 1, work)],
    ['withSystem', (work: (tx: Db) => Promise<void>) => withSystem(database, work)],
  ])('let a waiting request in between (%s)', async (_name, transaction) => {
    let done = 0;
    let requestAfter: number | undefined;
    // What an incoming request's callback is: work queued for the next turn of the event loop.
    setImmediate(() => {
      requestAfter = done;
    });
    for (let i = 0; i < 20; i++) {
      await transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        done++;
      });
    }
    expect(requestAfter).toBeDefined();
    expect(requestAfter).toBeLessThanOrEqual(1);
  });
});
