import { errorMessage, IMPORT_TEXTS, SUPPLIER_CALLS, ZSupplier } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { createdChanges } from '../../platform/audit.ts';
import type { ImportDefinition, RowIssue } from '../../platform/imports/define.ts';
import { zodRowIssues } from '../../platform/imports/define.ts';
import { oneTablePlan } from '../../platform/imports/one-table.ts';
import { highestSupplierNumber } from './supplier-save.ts';

type SupplierInput = z.infer<typeof ZSupplier>;

/** Typed numbers as they are, '<auto>' (or empty) the highest live number plus one, in row order. */
function assignNumbers(rows: readonly SupplierInput[], highest: number) {
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

/**
 * insertSuppliers (Purchases/ImportSuppliers): new suppliers only, each checked as saveSupplier checks it (address
 * with city, bank-account split); numbers as saveSupplier gives them, a typed number must be free.
 */
export const supplierImport: ImportDefinition<SupplierInput> = {
  kind: 'suppliers',
  call: SUPPLIER_CALLS.insertSuppliers,
  max: 10_000,

  parseRow(item) {
    const parsed = ZSupplier.safeParse(item);
    if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
    if (parsed.data.id) return { issues: [{ path: 'id', message: IMPORT_TEXTS.newOnly }] };
    if (parsed.data.deleted) return { issues: [{ path: 'deleted', message: IMPORT_TEXTS.noDelete }] };
    return { row: parsed.data };
  },

  async check(tx, ownerId, rows) {
    const issues: RowIssue[] = [];
    const { clashes } = assignNumbers(rows, await highestSupplierNumber(tx, ownerId));
    const typed = [...new Set(rows.flatMap((row) => (typeof row.number === 'number' ? [row.number] : [])))];
    const taken = new Set(
      typed.length === 0
        ? []
        : (
            await queryRows<{ number: number }>(
              tx,
              sql`select number from suppliers where owner_id = ${ownerId} and deleted = 0
                and number = any(${`{${typed.join(',')}}`}::int[])`,
            )
          ).map((row) => row.number),
    );
    rows.forEach((row, index) => {
      if ((typeof row.number === 'number' && taken.has(row.number)) || clashes.includes(index))
        issues.push({ path: `${index}.number`, message: errorMessage('supplier.numberExists') });
    });
    return issues;
  },

  highest: highestSupplierNumber,

  async plan(ctx, rows) {
    const { numbers } = assignNumbers(rows, ctx.highest);
    const records = rows.map(({ id: _id, number: _number, ...fields }, index) => ({
      ...fields,
      number: numbers[index] as number,
    }));
    const plan = await oneTablePlan(ctx, suppliers, 'Supplier', records);
    return { ...plan, audit: plan.audit.map((entry) => ({ ...entry, changes: createdChanges(entry.changes) })) };
  },
};
