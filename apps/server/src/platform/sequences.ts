import { sql } from 'drizzle-orm';
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

export async function lockOwnerSequence(tx: Db, ownerId: number, sequence: keyof typeof SEQUENCES): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ownerId}::int, ${SEQUENCES[sequence]}::int)`);
}
