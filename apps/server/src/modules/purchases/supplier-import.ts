import { errorMessage, SUPPLIER_CALLS, ZSupplier } from '@backoffice/domain';
import type { z } from 'zod';
import { suppliers } from '../../db/schema/index.ts';
import { createdChanges } from '../../platform/audit.ts';
import type { ImportDefinition, RowIssue } from '../../platform/imports/define.ts';
import { assignNumbers, parseNewRow, takenNumbers } from '../../platform/imports/numbered.ts';
import { oneTablePlan } from '../../platform/imports/one-table.ts';
import { highestSupplierNumber } from './supplier-save.ts';

type SupplierInput = z.infer<typeof ZSupplier>;

/**
 * insertSuppliers (Purchases/ImportSuppliers): new suppliers only, each checked as saveSupplier checks it (address
 * with city, bank-account split); numbers as saveSupplier gives them, a typed number must be free.
 */
export const supplierImport: ImportDefinition<SupplierInput> = {
  kind: 'suppliers',
  call: SUPPLIER_CALLS.insertSuppliers,
  max: 10_000,

  parseRow: (item) => parseNewRow(ZSupplier, item),

  async check(tx, ownerId, rows) {
    const issues: RowIssue[] = [];
    const { clashes } = assignNumbers(rows, await highestSupplierNumber(tx, ownerId));
    const taken = await takenNumbers(tx, 'suppliers', ownerId, rows);
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
