import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingDocuments } from '../../db/schema/index.ts';
import { insertStatements } from '../../platform/bulk-insert.ts';

/** A document's processing status (spec 001 §4) and, when it failed, why: an error key and its params. */
export interface ProcessingState {
  documentKind: number;
  documentId: number;
  status: number;
  reason?: string;
  params?: Record<string, string | number>;
}

/** Stores the states of many documents at once (one statement per 2,000), replacing what was stored. */
export async function setProcessingStates(tx: Db, ownerId: number, states: readonly ProcessingState[]): Promise<void> {
  const rows = states.map((s) => ({ ownerId, reason: '', params: {}, ...s }));
  for (const statement of insertStatements(bookingDocuments, rows)) {
    await tx.execute(sql`${statement} on conflict (owner_id, document_kind, document_id) do update
      set status = excluded.status, reason = excluded.reason, params = excluded.params, updated_at = now()`);
  }
}
