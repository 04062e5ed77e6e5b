import {
  errorMessage,
  PURCHASE_CALLS,
  PURCHASE_STATUS,
  type TPurchaseDraft,
  ZPurchase,
  ZSupplierBankAccount,
} from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { purchaseRows, purchases } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { type AuditEntry, createdChanges } from '../../platform/audit.ts';
import { atRow, type ImportDefinition, type RowIssue } from '../../platform/imports/define.ts';
import { parseNewRow } from '../../platform/imports/numbered.ts';
import { type PurchaseLookups, type PurchaseSupplier, purchaseLookups } from './purchase-lookups.ts';
import { draftValues } from './purchase-values.ts';

// Purchases/ImportPurchases: new draft purchases, each checked and completed as savePurchase does it (purchase-values.ts);
// making them definitive (purchase_admin) is a step of its own afterwards.

interface Prepared {
  lookups: PurchaseLookups;
  suppliers: Map<number, PurchaseSupplier>;
}

const intArray = (values: Iterable<number>) => `{${[...new Set(values)].join(',')}}`;
const duplicateKey = (supplierId: number, invoiceNo: string) => `${supplierId}\u0000${invoiceNo}`;

async function lookupsFor(tx: Db, ownerId: number, rows: readonly TPurchaseDraft[]): Promise<Prepared> {
  const found = await queryRows<PurchaseSupplier>(
    tx,
    sql`select id, payment_days as "paymentDays", subcontractor, bank_accounts as "bankAccounts", deleted
      from suppliers where owner_id = ${ownerId} and deleted = 0
      and id = any(${intArray(rows.map((row) => row.supplierId))}::int[])`,
  );
  const suppliers = new Map(
    found.map((s) => [s.id, { ...s, bankAccounts: ZSupplierBankAccount.array().catch([]).parse(s.bankAccounts) }]),
  );
  return { lookups: await purchaseLookups(tx, ownerId), suppliers };
}

/** A second purchase of a supplier with the same invoice number, in the owner's purchases or earlier in the list. */
async function duplicateIssues(tx: Db, ownerId: number, rows: readonly TPurchaseDraft[]): Promise<RowIssue[]> {
  const numbered = rows.filter((row) => row.invoiceNo !== '');
  if (numbered.length === 0) return [];
  const stored = await queryRows<{ supplierId: number; invoiceNo: string; number: number }>(
    tx,
    sql`select supplier_id as "supplierId", invoice_no as "invoiceNo", number from purchases
      where owner_id = ${ownerId} and deleted = 0
      and supplier_id = any(${intArray(numbered.map((row) => row.supplierId))}::int[])
      and invoice_no in (${sql.join(
        [...new Set(numbered.map((row) => row.invoiceNo))].map((invoiceNo) => sql`${invoiceNo}`),
        sql`, `,
      )})`,
  );
  const seen = new Map(stored.map((row) => [duplicateKey(row.supplierId, row.invoiceNo), row.number || '-']));
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    if (row.invoiceNo === '') return;
    const key = duplicateKey(row.supplierId, row.invoiceNo);
    const other = seen.get(key);
    if (other !== undefined && !row.confirmDuplicate)
      issues.push({
        path: `${index}.invoiceNo`,
        message: errorMessage('purchase.duplicateInvoiceNo', { number: other, invoiceNo: row.invoiceNo }),
      });
    if (other === undefined) seen.set(key, '-');
  });
  return issues;
}

export const purchaseImport: ImportDefinition<TPurchaseDraft, Prepared> = {
  kind: 'purchases',
  call: PURCHASE_CALLS.insertPurchases,
  max: 10_000,

  parseRow(item) {
    const parsed = parseNewRow(ZPurchase, item);
    if ('row' in parsed && parsed.row.status === PURCHASE_STATUS.definitive)
      return { issues: [{ path: 'status', message: errorMessage('purchase.importDraftsOnly') }] };
    return parsed;
  },

  async check(tx, ownerId, rows, today) {
    const { lookups, suppliers } = await lookupsFor(tx, ownerId, rows);
    const issues: RowIssue[] = [];
    rows.forEach((row, index) => {
      const supplier = suppliers.get(row.supplierId);
      // An unknown supplier is refused by the reference check.
      if (supplier) issues.push(...atRow(index, draftValues(row, supplier, lookups, today).issues));
    });
    return [...issues, ...(await duplicateIssues(tx, ownerId, rows))];
  },

  prepare: (app, rows, _progress, ownerId) => withTenant(app.database, ownerId, (tx) => lookupsFor(tx, ownerId, rows)),

  async plan({ ownerId, userId, today, allocate, turn }, rows, prepared) {
    if (!prepared) throw new Error('purchase import: planned without its lookups');
    const ids = await allocate(purchases, rows.length);
    const rowIds = await allocate(
      purchaseRows,
      rows.reduce((sum, row) => sum + row.rows.length, 0),
    );
    const records: object[] = [];
    const children: object[] = [];
    const audit: AuditEntry[] = [];
    for (const [index, row] of rows.entries()) {
      const supplier = prepared.suppliers.get(row.supplierId);
      if (!supplier) throw new Error(`purchase import: supplier ${row.supplierId} not prepared`);
      const { values, rows: stored } = draftValues(row, supplier, prepared.lookups, today);
      const id = ids[index] as number;
      records.push({ ...values, ownerId, id });
      stored.forEach(({ id: _id, ...child }, position) => {
        children.push({ ...child, ownerId, id: rowIds[children.length], purchaseId: id, position });
      });
      audit.push({
        ownerId,
        userId,
        entity: 'Purchase',
        entityId: id,
        action: 'import',
        changes: createdChanges({ ...values, rows: stored }),
      });
      await turn();
    }
    return {
      inserts: [
        { table: purchases, rows: records },
        { table: purchaseRows, rows: children },
      ],
      audit,
      ids,
      warnings: [],
    };
  },
};
