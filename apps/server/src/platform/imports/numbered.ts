import { IMPORT_TEXTS } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { type RowIssue, zodRowIssues } from './define.ts';

// What the imports of numbered records (customers, suppliers) share: rows are new records only, and their numbers are
// given as the save calls give them.

/** A row of an import of new records: valid by `schema`, without an id and not deleted. */
export function parseNewRow<S extends z.ZodType<{ id?: number; deleted?: number }>>(
  schema: S,
  item: unknown,
): { row: z.infer<S> } | { issues: RowIssue[] } {
  const parsed = schema.safeParse(item);
  if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
  if (parsed.data.id) return { issues: [{ path: 'id', message: IMPORT_TEXTS.newOnly }] };
  if (parsed.data.deleted) return { issues: [{ path: 'deleted', message: IMPORT_TEXTS.noDelete }] };
  return { row: parsed.data };
}

/** Typed numbers as they are, '<auto>' (or empty) the highest live number plus one, in row order. */
export function assignNumbers(rows: readonly { number?: unknown }[], highest: number) {
  const numbers: number[] = [];
  const clashes: number[] = [];
  const used = new Set<number>();
  let last = highest;
  rows.forEach((row, index) => {
    const number = typeof row.number === 'number' ? row.number : last + 1;
    last = Math.max(last, number);
    // A typed number given twice, or the number an earlier '<auto>' row got: the later row is refused.
    if (used.has(number)) clashes.push(index);
    used.add(number);
    numbers.push(number);
  });
  return { numbers, clashes };
}

/** The typed numbers of `rows` that a live record of `table` (customers, suppliers) of the owner already has. */
export async function takenNumbers(
  tx: Db,
  table: 'customers' | 'suppliers',
  ownerId: number,
  rows: readonly { number?: unknown }[],
): Promise<Set<number>> {
  const typed = [...new Set(rows.flatMap((row) => (typeof row.number === 'number' ? [row.number] : [])))];
  if (typed.length === 0) return new Set();
  const found = await queryRows<{ number: number }>(
    tx,
    sql`select number from ${sql.identifier(table)} where owner_id = ${ownerId} and deleted = 0
      and number = any(${`{${typed.join(',')}}`}::int[])`,
  );
  return new Set(found.map((row) => row.number));
}
