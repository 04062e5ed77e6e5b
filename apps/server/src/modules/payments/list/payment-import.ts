import { errorMessage, PAYMENT_CALLS, type TBankAccount, ZPaymentImportRow } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../../db/client.ts';
import { payments } from '../../../db/schema/index.ts';
import { createdChanges } from '../../../platform/audit.ts';
import type { ImportDefinition, RowIssue } from '../../../platform/imports/define.ts';
import { parseNewRow } from '../../../platform/imports/numbered.ts';
import { oneTablePlan } from '../../../platform/imports/one-table.ts';
import { bookPayments } from '../../accounting/index.ts';
import { listItems } from '../../owner-lists/index.ts';
import { newPaymentValues } from './payment-save.ts';

type Row = z.infer<typeof ZPaymentImportRow>;

const intArray = (values: readonly number[]) => `{${[...new Set(values)].join(',')}}`;

/** insertPayments: new cash and manual payments, each checked as savePayment checks a new one. */
export const paymentImport: ImportDefinition<Row> = {
  kind: 'payments',
  call: PAYMENT_CALLS.insertPayments,
  max: 10_000,

  parseRow: (item) => parseNewRow(ZPaymentImportRow, item),

  async check(tx, ownerId, rows) {
    const accounts = (await listItems(tx, ownerId, 'bankAccounts')) as TBankAccount[];
    const live = new Set(accounts.filter((account) => !account.deleted).map((account) => account.id));
    const found = await queryRows<{ kind: string; id: number }>(
      tx,
      sql`select 'customer' as kind, id from customers where owner_id = ${ownerId} and deleted = 0
          and id = any(${intArray(rows.map((row) => row.customerId))}::int[])
        union all select 'supplier', id from suppliers where owner_id = ${ownerId} and deleted = 0
          and id = any(${intArray(rows.map((row) => row.supplierId))}::int[])`,
    );
    const known = new Set(found.map((row) => `${row.kind}:${row.id}`));
    const issues: RowIssue[] = [];
    rows.forEach((row, index) => {
      if (row.accountId > 0 && !live.has(row.accountId))
        issues.push({ path: `${index}.accountId`, message: errorMessage('payment.unknownAccount') });
      if (row.customerId > 0 && !known.has(`customer:${row.customerId}`))
        issues.push({
          path: `${index}.customerId`,
          message: errorMessage('payment.customerNotFound', { id: row.customerId }),
        });
      if (row.supplierId > 0 && !known.has(`supplier:${row.supplierId}`))
        issues.push({
          path: `${index}.supplierId`,
          message: errorMessage('payment.supplierNotFound', { id: row.supplierId }),
        });
    });
    return issues;
  },

  async plan(ctx, rows) {
    const records = rows.map((row) => {
      const { ownerId: _owner, ...values } = newPaymentValues(ctx.ownerId, { ...row, holdsReminders: undefined });
      return values;
    });
    const plan = await oneTablePlan(ctx, payments, 'Payment', records);
    return { ...plan, audit: plan.audit.map((entry) => ({ ...entry, changes: createdChanges(entry.changes) })) };
  },

  async written(tx, ownerId, userId, ids) {
    await bookPayments(tx, ownerId, userId, ids);
  },
};
