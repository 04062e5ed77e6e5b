import { type TPurchase, type TPurchaseListRow, ZSupplierBankAccount, ZVatAmount } from '@backoffice/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseRows, purchases, suppliers } from '../../db/schema/index.ts';

/** The list columns of a purchase with its supplier's name, number and subcontractor flag. */
const purchaseListColumns = {
  id: purchases.id,
  number: purchases.number,
  supplierId: purchases.supplierId,
  supplierName: suppliers.name,
  supplierNumber: suppliers.number,
  subcontractor: suppliers.subcontractor,
  invoiceNo: purchases.invoiceNo,
  invoiceDate: purchases.invoiceDate,
  bookDate: purchases.bookDate,
  dueDate: purchases.dueDate,
  categoryId: purchases.categoryId,
  status: purchases.status,
  amountExVat: purchases.amountExVat,
  amountVat: purchases.amountVat,
  amountInclVat: purchases.amountInclVat,
  amountOpen: purchases.amountOpen,
  hidden: purchases.hidden,
  anbi: purchases.anbi,
  paymentReference: purchases.paymentReference,
  uploadId: purchases.uploadId,
  deleted: purchases.deleted,
};

const detailColumns = {
  ...purchaseListColumns,
  vatAmounts: purchases.vatAmounts,
  bankAccounts: purchases.bankAccounts,
  remarks: purchases.remarks,
};

type ListRecord = { [K in keyof typeof purchaseListColumns]: (typeof purchaseListColumns)[K]['_']['data'] };

/** The supplier joined to its purchases (every purchase has one; a left join keeps a purchase in sight regardless). */
export const supplierJoin = (ownerId: number) =>
  and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, purchases.supplierId));

/** A row of the lists; the supplier's fields '' / 0 should it be missing. */
export const toListRow = (row: { [K in keyof ListRecord]: ListRecord[K] | null }): TPurchaseListRow => ({
  ...(row as ListRecord),
  supplierName: row.supplierName ?? '',
  supplierNumber: row.supplierNumber ?? 0,
  subcontractor: row.subcontractor ?? 0,
});

export const selectPurchaseList = (tx: Db, ownerId: number) =>
  tx.select(purchaseListColumns).from(purchases).leftJoin(suppliers, supplierJoin(ownerId)).$dynamic();

const rowColumns = {
  purchaseId: purchaseRows.purchaseId,
  id: purchaseRows.id,
  purchaseTypeId: purchaseRows.purchaseTypeId,
  projectId: purchaseRows.projectId,
  workId: purchaseRows.workId,
  description: purchaseRows.description,
  amount: purchaseRows.amount,
  vatCodeId: purchaseRows.vatCodeId,
  vatPercentage: purchaseRows.vatPercentage,
  reverseCharge: purchaseRows.reverseCharge,
};

/** The owner's purchases of these ids with their rows (deleted ones too), in the order of `ids`. */
export async function findPurchases(tx: Db, ownerId: number, ids: readonly number[]): Promise<TPurchase[]> {
  if (ids.length === 0) return [];
  const heads = await tx
    .select(detailColumns)
    .from(purchases)
    .leftJoin(suppliers, supplierJoin(ownerId))
    .where(and(eq(purchases.ownerId, ownerId), inArray(purchases.id, [...ids])));
  const rows = await tx
    .select(rowColumns)
    .from(purchaseRows)
    .where(and(eq(purchaseRows.ownerId, ownerId), inArray(purchaseRows.purchaseId, [...ids])))
    .orderBy(asc(purchaseRows.purchaseId), asc(purchaseRows.position), asc(purchaseRows.id));
  const rowsOf = new Map<number, typeof rows>();
  for (const row of rows) rowsOf.set(row.purchaseId, [...(rowsOf.get(row.purchaseId) ?? []), row]);
  const byId = new Map(
    heads.map(({ vatAmounts, bankAccounts, remarks, ...head }) => [
      head.id,
      {
        ...toListRow(head),
        vatAmounts: ZVatAmount.array().catch([]).parse(vatAmounts),
        bankAccounts: ZSupplierBankAccount.array().catch([]).parse(bankAccounts),
        remarks,
        rows: (rowsOf.get(head.id) ?? []).map(({ purchaseId: _purchaseId, ...row }) => row),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One purchase of the owner with its rows, deleted or not. */
export async function findPurchase(tx: Db, ownerId: number, id: number): Promise<TPurchase | undefined> {
  return (await findPurchases(tx, ownerId, [id]))[0];
}

/**
 * Locks the purchase's row until commit, before it is read for a change: two saves of one draft (or two users making
 * it definitive) then follow each other instead of writing its rows twice or numbering it twice.
 */
export async function lockPurchase(tx: Db, ownerId: number, id: number): Promise<void> {
  await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.ownerId, ownerId), eq(purchases.id, id)))
    .for('update');
}
