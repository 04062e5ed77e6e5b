import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  ownerId: number;
  userId: number;
  entity: string;
  entityId: number;
  action: string;
  changes: Record<string, unknown>;
}

export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** Several entries in one insert, in their order (a job that gathers a batch's entries until the batch ends). */
export async function writeAudits(tx: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
}

/** A new record's changes, { field: [null, value] }: diffRecords({}, values) without comparing (imports: many). */
export function createdChanges(values: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) changes[key] = [null, value];
  return changes;
}

/** The fields whose value changes, as { field: [before, after] }; JSON values are compared by content. */
export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = [before[key] ?? null, value];
  }
  return changes;
}
