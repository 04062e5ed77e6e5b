import {
  checkInvoiceRows,
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  invoiceExpiryDate,
  invoiceTotals,
  type TInvoice,
  type TInvoiceDetail,
  type TInvoiceDraft,
  type TInvoiceRow,
  type TVatCode,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail, invalidInput } from '../../../platform/errors.ts';
import { findLiveCustomer } from '../../customers/index.ts';
import { findProjectRow } from '../../projects/index.ts';
import { salesLists } from './owner-data.ts';
import { findInvoice, loadInvoiceDetail } from './queries.ts';
import { releaseShifts, releaseUnlistedShifts } from './shift-billing.ts';

// Drafts (status 0): created and changed by saveInvoice, addRowsToDraftInvoice, joinInvoiceRows and
// unjoinInvoiceRows. Every write recomputes the amounts on the server with the domain's one rounding rule.

/** An invoiced invoice changes only by sending, payments and reminders (spec 001 §4). */
export function assertDraft(invoice: Pick<TInvoice, 'status'>): void {
  if (invoice.status !== INVOICE_STATUS.draft) throw fail('invoice.notDraft');
}

/** Rows with their VAT rate taken from the code (never from the client), after checking codes and sales types. */
export async function preparedRows(
  ctx: CallContext,
  rows: readonly TInvoiceRow[],
  invoiceDate: string,
  /** The owner's VAT codes and sales types when the caller has read them already. */
  known?: Awaited<ReturnType<typeof salesLists>>,
) {
  const lists = known ?? (await salesLists(ctx.tx, ctx.ownerId));
  const issues = checkInvoiceRows(rows, lists, invoiceDate);
  if (issues.length > 0) throw invalidInput(issues);
  const rate = (code: number) => lists.vatCodes.find((vatCode: TVatCode) => vatCode.id === code)?.percentage ?? 0;
  return rows.map((row) => ({
    ...row,
    vatPercentage: rate(row.vatCode),
    joinedRows: row.joinedRows.map((joined) => ({ ...joined, vatPercentage: rate(joined.vatCode) })),
  }));
}

/**
 * The date VAT codes must be valid on: the invoice date, or for a credit invoice its source's invoice date (it
 * reverses that invoice's VAT, also when a rate has since expired).
 */
export async function vatDateOf(ctx: CallContext, creditFor: number, invoiceDate: string): Promise<string> {
  if (creditFor <= 0) return invoiceDate;
  const [source] = await ctx.tx
    .select({ invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, creditFor)));
  return source?.invoiceDate ?? invoiceDate;
}

type DraftFields = Omit<TInvoiceDraft, 'id' | 'deleted'>;

/** The stored columns of a draft: customer and project checked, rows checked, amounts computed. */
async function draftValues(ctx: CallContext, input: DraftFields, creditFor: number) {
  const customer = await findLiveCustomer(ctx.tx, ctx.ownerId, input.customerId);
  if (!customer) throw invalidInput([{ path: 'customerId', message: INVOICE_MESSAGES.customerNotFound }]);
  if (input.projectId > 0) {
    const project = await findProjectRow(ctx.tx, ctx.ownerId, input.projectId);
    if (!project || project.deleted || project.customerId !== customer.id)
      throw invalidInput([{ path: 'projectId', message: INVOICE_MESSAGES.projectNotFound }]);
  }
  const invoiceDate = input.invoiceDate ?? todayIso();
  const rows = await preparedRows(ctx, input.rows, await vatDateOf(ctx, creditFor, invoiceDate));
  const totals = invoiceTotals(rows);
  return {
    ...input,
    invoiceDate,
    rows,
    paymentDays: customer.paymentDays,
    // A draft shows when it would expire if invoiced on its date; invoicing sets it for real.
    expiryDate: invoiceExpiryDate(invoiceDate, customer.paymentDays),
    locale: customer.locale,
    amountExVat: totals.amountExVat,
    amountInclVat: totals.amountInclVat,
    vatAmounts: totals.vatAmounts,
    // Nothing is owed on a draft.
    amountOpen: 0,
  };
}

const editable = (invoice: TInvoice): DraftFields => ({
  customerId: invoice.customerId,
  projectId: invoice.projectId,
  invoiceDate: invoice.invoiceDate,
  bookDate: invoice.bookDate,
  startPeriod: invoice.startPeriod,
  endPeriod: invoice.endPeriod,
  period: invoice.period,
  textAbove: invoice.textAbove,
  textBelow: invoice.textBelow,
  rows: invoice.rows,
});

/** Creates a draft; `creditFor` marks a credit invoice. Answers its id. */
export async function insertDraft(ctx: CallContext, input: DraftFields, creditFor = 0): Promise<number> {
  const values = await draftValues(ctx, input, creditFor);
  const [row] = await ctx.tx
    .insert(invoices)
    .values({ ...values, ownerId: ctx.ownerId, status: INVOICE_STATUS.draft, creditFor })
    .returning({ id: invoices.id });
  if (!row) throw new Error('insert invoice returned nothing');
  await ctx.audit('Invoice', row.id, 'create', { customerId: values.customerId, creditFor, rows: values.rows.length });
  return row.id;
}

/** Changes a locked draft; only what differs is written and audited. */
async function updateDraft(ctx: CallContext, before: TInvoice, input: DraftFields): Promise<void> {
  assertDraft(before);
  const values = await draftValues(ctx, input, before.creditFor);
  const changes = diffRecords(editable(before), input);
  await ctx.tx
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, before.id)));
  await releaseUnlistedShifts(ctx.tx, ctx.ownerId, before.id, values.rows);
  if (Object.keys(changes).length > 0) await ctx.audit('Invoice', before.id, 'update', changes);
}

/** Changes the rows of a locked draft (join, unjoin, added rows). */
export function updateDraftRows(ctx: CallContext, before: TInvoice, rows: TInvoiceRow[]): Promise<void> {
  return updateDraft(ctx, before, { ...editable(before), rows });
}

/** saveInvoice: creates or changes a draft; `deleted: 1` deletes a draft. Invoiced invoices are refused. */
export async function saveInvoice(ctx: CallContext, input: TInvoiceDraft): Promise<TInvoiceDetail> {
  const { id, deleted, ...fields } = input;
  if (!id) {
    if (deleted) throw fail('record.notFound', { entity: 'Invoice', id });
    return loadInvoiceDetail(ctx.tx, ctx.ownerId, await insertDraft(ctx, fields));
  }
  const before = await findInvoice(ctx.tx, ctx.ownerId, id, true);
  assertDraft(before);
  if (deleted) {
    await ctx.tx
      .update(invoices)
      .set({ deleted: 1, updatedAt: sql`now()` })
      .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, id)));
    await releaseShifts(ctx.tx, ctx.ownerId, id);
    await ctx.audit('Invoice', id, 'delete', { deleted: [0, 1] });
    return { ...before, deleted: 1, payments: [], reminders: [], credits: [] };
  }
  await updateDraft(ctx, before, fields);
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, id);
}
