import { canAccess, PURCHASE_STATUS, type TPurchase, type TPurchaseDraft, UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases, uploads } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail, invalidInput } from '../../platform/errors.ts';
import { makeDefinitive } from './purchase-definitive.ts';
import { purchaseLookups } from './purchase-lookups.ts';
import { findPurchase, lockPurchase } from './purchase-queries.ts';
import { replaceRows } from './purchase-rows.ts';
import { draftValues } from './purchase-values.ts';
import { findSupplier } from './supplier-queries.ts';

/** Another live purchase of the supplier with this invoice number (its number; 0 a draft), or undefined. */
async function sameInvoiceNo(
  tx: Db,
  ownerId: number,
  supplierId: number,
  invoiceNo: string,
  exceptId: number,
): Promise<{ number: number } | undefined> {
  if (invoiceNo === '') return undefined;
  const [row] = await tx
    .select({ number: purchases.number })
    .from(purchases)
    .where(
      and(
        eq(purchases.ownerId, ownerId),
        eq(purchases.supplierId, supplierId),
        eq(purchases.invoiceNo, invoiceNo),
        eq(purchases.deleted, 0),
        ne(purchases.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** The refusal of a second purchase with the supplier's same invoice number, unless the request confirms it. */
async function assertNotDuplicate(ctx: CallContext, input: TPurchaseDraft, before: TPurchase | undefined) {
  // Unchanged, it was confirmed (or was alone) when saved before.
  if (input.confirmDuplicate || (before?.supplierId === input.supplierId && before.invoiceNo === input.invoiceNo))
    return;
  const other = await sameInvoiceNo(ctx.tx, ctx.ownerId, input.supplierId, input.invoiceNo, input.id);
  if (other) throw fail('purchase.duplicateInvoiceNo', { number: other.number || '-', invoiceNo: input.invoiceNo });
}

/** Fields a definitive purchase still takes (spec 001 §4: its booking is fixed); the rest must stay as they are. */
const FREE_FIELDS = ['hidden', 'anbi', 'dueDate', 'bankAccounts', 'paymentReference', 'uploadId', 'remarks'] as const;

/** Whether the request changes what a definitive purchase keeps: supplier, numbers, dates, category, rows (a status
 * sent as 0 is no change: a definitive purchase never goes back to draft). */
function changesBooking(before: TPurchase, input: TPurchaseDraft): boolean {
  const rowsDiffer =
    input.rows.length !== before.rows.length ||
    input.rows.some((row, index) => {
      const stored = before.rows[index];
      return (
        !stored ||
        row.purchaseTypeId !== stored.purchaseTypeId ||
        row.projectId !== stored.projectId ||
        row.workId !== stored.workId ||
        row.description !== stored.description ||
        row.amount !== stored.amount ||
        (row.vatCodeId !== 0 && row.vatCodeId !== stored.vatCodeId)
      );
    });
  return (
    rowsDiffer ||
    input.supplierId !== before.supplierId ||
    input.invoiceNo !== before.invoiceNo ||
    input.categoryId !== before.categoryId ||
    (input.invoiceDate !== null && input.invoiceDate !== before.invoiceDate) ||
    (input.bookDate !== null && input.bookDate !== before.bookDate)
  );
}

/** A definitive purchase: only its free fields change. */
async function saveDefinitive(ctx: CallContext, before: TPurchase, input: TPurchaseDraft): Promise<void> {
  if (changesBooking(before, input)) throw fail('purchase.definitiveLocked');
  const values = {
    hidden: input.hidden,
    anbi: input.anbi,
    dueDate: input.dueDate ?? before.dueDate ?? todayIso(),
    bankAccounts: input.bankAccounts.length > 0 ? input.bankAccounts : before.bankAccounts,
    paymentReference: input.paymentReference,
    uploadId: input.uploadId,
    remarks: input.remarks,
  };
  const stored = Object.fromEntries(FREE_FIELDS.map((field) => [field, before[field]]));
  const changes = diffRecords(stored, values);
  if (Object.keys(changes).length === 0) return;
  await ctx.tx
    .update(purchases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(purchases.ownerId, ctx.ownerId), eq(purchases.id, before.id)));
  await ctx.audit('Purchase', before.id, 'update', changes);
}

/** A new or changed draft, made definitive when status 1 is sent. Answers its id. */
async function saveDraft(ctx: CallContext, before: TPurchase | undefined, input: TPurchaseDraft): Promise<number> {
  const { tx, ownerId } = ctx;
  const supplier = await findSupplier(tx, ownerId, input.supplierId);
  // The reference check let it through: it is a live supplier of the owner.
  if (!supplier) throw fail('record.notFound', { entity: 'Supplier', id: input.supplierId });
  const { issues, values, rows } = draftValues(input, supplier, await purchaseLookups(tx, ownerId), todayIso());
  if (issues.length > 0) throw invalidInput(issues);
  await assertNotDuplicate(ctx, input, before);
  let id: number;
  if (before) {
    id = before.id;
    const { id: _id, rows: storedRows, supplierName: _n, supplierNumber: _s, subcontractor: _c, ...stored } = before;
    const changes = diffRecords({ ...stored, rows: storedRows }, { ...values, rows });
    await tx
      .update(purchases)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(purchases.ownerId, ownerId), eq(purchases.id, id)));
    if (Object.keys(changes).length > 0) await ctx.audit('Purchase', id, 'update', changes);
  } else {
    const [inserted] = await tx
      .insert(purchases)
      .values({ ...values, ownerId })
      .returning({ id: purchases.id });
    if (!inserted) throw new Error('insert purchase failed');
    id = inserted.id;
    await ctx.audit('Purchase', id, 'create', diffRecords({}, { ...values, rows }));
  }
  await replaceRows(tx, ownerId, id, rows, new Set(before?.rows.map((row) => row.id)));
  if (input.status === PURCHASE_STATUS.definitive) await makeDefinitive(ctx, id);
  return id;
}

/**
 * A document uploaded in the editor of a purchase not saved yet belongs to purchase 0: once the purchase has its id,
 * the document is filed under it (its files list, and no longer among the unsaved ones).
 */
async function claimDocument(tx: Db, ownerId: number, purchaseId: number, uploadId: number): Promise<void> {
  if (uploadId === 0) return;
  await tx
    .update(uploads)
    .set({ belongsId: purchaseId, updatedAt: sql`now()` })
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        eq(uploads.id, uploadId),
        eq(uploads.belongsTo, UPLOAD_BELONGS_TO.purchase),
        eq(uploads.belongsId, 0),
      ),
    );
}

/**
 * savePurchase (not a delete: purchase-delete.ts). A draft is checked, completed and written with its rows; status 1
 * then makes it definitive, which takes purchase_admin (checked before anything is written). A definitive purchase
 * only takes its free fields.
 */
export async function savePurchase(ctx: CallContext, input: TPurchaseDraft): Promise<TPurchase> {
  const { tx, ownerId } = ctx;
  if (input.id) await lockPurchase(tx, ownerId, input.id);
  const before = input.id ? await findPurchase(tx, ownerId, input.id) : undefined;
  if (input.id && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Purchase', id: input.id });
  // A new record sent with deleted: 1 has nothing to delete.
  if (input.deleted) throw fail('record.notFound', { entity: 'Purchase', id: input.id });
  let id: number;
  if (before?.status === PURCHASE_STATUS.definitive) {
    await saveDefinitive(ctx, before, input);
    id = before.id;
  } else {
    if (input.status === PURCHASE_STATUS.definitive && !canAccess(ctx, 'purchases', 'admin'))
      throw fail('purchase.definitiveNotAllowed');
    id = await saveDraft(ctx, before, input);
  }
  const saved = await findPurchase(tx, ownerId, id);
  if (!saved) throw fail('record.notFound', { entity: 'Purchase', id });
  await claimDocument(tx, ownerId, id, saved.uploadId);
  return saved;
}
