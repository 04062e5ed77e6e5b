import { type RefTable, type SchemaField, schemaFields, valuesAt } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../db/client.ts';
import { invalidInput } from './errors.ts';

/** Where each kind of reference lives; every such table has owner_id, id and the soft-delete flag. */
export const REF_TABLE_NAMES: Record<RefTable, string> = {
  employees: 'employees',
  employers: 'employers',
  customers: 'customers',
  contacts: 'contacts',
  projects: 'projects',
  works: 'works',
  machines: 'machines',
  keys: 'keys',
  courses: 'courses',
  invoices: 'invoices',
  shifts: 'agenda_entries',
  absences: 'absents',
  users: 'owner_users',
  uploads: 'uploads',
  payments: 'payments',
  suppliers: 'suppliers',
  ledgerAccounts: 'ledger_accounts',
};
const NAME_OF: Record<RefTable, string> = {
  employees: 'Employee',
  employers: 'Employer',
  customers: 'Customer',
  contacts: 'Contact',
  projects: 'Project',
  works: 'Work',
  machines: 'Machine',
  keys: 'Key',
  courses: 'Course',
  invoices: 'Invoice',
  shifts: 'Shift',
  absences: 'Absence',
  users: 'User',
  uploads: 'Upload',
  payments: 'Payment',
  suppliers: 'Supplier',
  ledgerAccounts: 'Ledger account',
};

/** What a not-found message calls a record of a reference table ('Employee 5 not found'). */
export const referenceName = (table: RefTable): string => NAME_OF[table];

/** Whether `id` is a live record of the owner in the table references of kind `table` point into. */
export async function isLiveReference(tx: Db, ownerId: number, table: RefTable, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(REF_TABLE_NAMES[table])}
        where owner_id = ${ownerId} and deleted = 0 and id = ${id}`,
  );
  return rows.length > 0;
}

const refsOf = new WeakMap<z.ZodType, SchemaField[]>();

/** The reference fields of a body schema, found once per schema. */
function referenceFields(schema: z.ZodType): SchemaField[] {
  let found = refsOf.get(schema);
  if (!found) {
    found = schemaFields(schema).fields.filter((field) => field.kind === 'ref');
    refsOf.set(schema, found);
  }
  return found;
}

/**
 * Every id in a reference field (zRef) must name a live record of the caller's owner: an unknown, deleted or other
 * owner's id is refused with 400 naming the field, before the handler runs. 0 means "none" and passes. One query per
 * referenced table, whatever the number of ids.
 */
export async function assertReferences(tx: Db, ownerId: number, schema: z.ZodType, body: unknown): Promise<void> {
  const issues = await referenceIssues(tx, ownerId, schema, body);
  if (issues.length > 0) throw invalidInput(issues);
}

/** The reference fields of `body` that name no live record of the owner, each with its path and why. */
export async function referenceIssues(
  tx: Db,
  ownerId: number,
  schema: z.ZodType,
  body: unknown,
): Promise<{ path: string; message: string }[]> {
  const wanted = new Map<RefTable, Map<number, string>>();
  for (const field of referenceFields(schema)) {
    const table = field.ref as RefTable;
    for (const { path, value } of valuesAt(body, field.path)) {
      if (typeof value !== 'number' || value === 0) continue;
      const ids = wanted.get(table) ?? new Map<number, string>();
      if (!ids.has(value)) ids.set(value, path);
      wanted.set(table, ids);
    }
  }
  const issues: { path: string; message: string }[] = [];
  for (const [table, ids] of wanted) {
    const list = [...ids.keys()];
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${sql.identifier(REF_TABLE_NAMES[table])}
          where owner_id = ${ownerId} and deleted = 0 and id in (${sql.join(
            list.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const live = new Set(rows.map((row) => row.id));
    const missing = list.filter((id) => !live.has(id));
    for (const id of missing) issues.push({ path: ids.get(id) ?? '', message: `${NAME_OF[table]} ${id} not found` });
  }
  return issues;
}
