import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

// "Highest plus one" numbers ('<auto>' employment, customer and supplier numbers; invoice and purchase numbers) must
// not be handed out twice when two users save at once: the transaction holds a per-owner lock until it commits.
const SEQUENCES = {
  employment: 1,
  customer: 2,
  supplier: 3,
  invoice: 4,
  periodicDrafts: 5,
  purchase: 6,
  paymentBatch: 7,
} as const;

// The locks a transaction holds already: taking one again is a query for nothing (the invoice run numbers a batch of
// drafts in one transaction). Only transactions are kept: outside one the lock ends with its statement.
const held = new WeakMap<Db, Set<string>>();

export async function lockOwnerSequence(tx: Db, ownerId: number, sequence: keyof typeof SEQUENCES): Promise<void> {
  const key = `${ownerId}:${sequence}`;
  if (held.get(tx)?.has(key)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ownerId}::int, ${SEQUENCES[sequence]}::int)`);
  const inTransaction: boolean = tx instanceof PgTransaction;
  if (inTransaction) held.set(tx, (held.get(tx) ?? new Set()).add(key));
}
