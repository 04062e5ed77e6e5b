import {
  DOCUMENT_KIND,
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  invoiceExpiryDate,
  invoiceTotals,
  nothingToInvoice,
  paymentReferenceFor,
  type TInvoice,
  type TInvoiceDetail,
  takesPaymentReference,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail, invalidInput } from '../../../platform/errors.ts';
import { bookDocument } from '../../accounting/index.ts';
import { type CustomerRow, findCustomerRow, findLiveCustomer } from '../../customers/index.ts';
import { invoiceAddress, invoicingManagement } from './address.ts';
import { releaseCancelledInvoice } from './credited.ts';
import { assertDraft, preparedRows, vatDateOf } from './draft.ts';
import { lockedInvoiceNumbering } from './numbering.ts';
import { salesLists } from './owner-data.ts';
import { storeInvoicePdf } from './pdf.ts';
import { INVOICE_PDF_JOB } from './pdf-job.ts';
import { findInvoice, loadInvoiceDetail } from './queries.ts';
import { hasReverseChargedRow, reverseChargedCodes } from './reverse-charge.ts';
import { markShiftsInvoiced } from './shift-billing.ts';

/**
 * invoiceInvoice: a draft becomes its owner's next invoice number (n + 1, or the first number when higher). The number is read and written under the owner's
 * invoice lock, held until commit, so numbers are consecutive with no gap and no duplicate however many users invoice
 * at once; a failure anywhere rolls the whole call back and uses no number. Its PDF is made right after (pdf-job.ts).
 */
export async function invoiceInvoice(
  ctx: CallContext,
  body: { id: number; invoiceDate: string | null; bookDate: string | null },
): Promise<{ invoice: TInvoiceDetail; originalInvoice: TInvoice | null }> {
  const draft = await invoiceDraft(ctx, body, { draftDate: false, pdfJob: true });
  const originalInvoice = draft.creditFor > 0 ? await findInvoice(ctx.tx, ctx.ownerId, draft.creditFor) : null;
  return { invoice: await loadInvoiceDetail(ctx.tx, ctx.ownerId, draft.id), originalInvoice };
}

/**
 * invoiceInvoice's work, answering the invoiced draft's id, number and credited invoice. The invoice run dates an
 * invoice as its draft says (the periodic date of the Sales settings; the page: today) and makes the PDF itself in its
 * next step instead of a job per invoice.
 */
export async function invoiceDraft(
  ctx: CallContext,
  body: { id: number; invoiceDate: string | null; bookDate: string | null },
  options: { draftDate: boolean; pdfJob: boolean },
): Promise<{ id: number; number: number; creditFor: number }> {
  const { tx, ownerId } = ctx;
  const draft = await findInvoice(tx, ownerId, body.id, true);
  assertDraft(draft);
  const nothing = nothingToInvoice(draft.rows);
  if (nothing) throw fail(`invoice.${nothing}`);
  const customer = await findLiveCustomer(tx, ownerId, draft.customerId);
  if (!customer) throw invalidInput([{ path: 'customerId', message: INVOICE_MESSAGES.customerNotFound }]);
  const invoiceDate = body.invoiceDate ?? (options.draftDate ? draft.invoiceDate : null) ?? todayIso();
  const lists = await salesLists(tx, ownerId);
  const rows = await preparedRows(ctx, draft.rows, await vatDateOf(ctx, draft.creditFor, invoiceDate), lists);
  const totals = invoiceTotals(rows);
  const address = invoiceAddress(customer, await invoicingManagement(ctx, customer));
  // Reverse-charged VAT is declared by the customer under its VAT number, which the invoice must name (art. 35a):
  // the number of the one the invoice is addressed to (the management company of a managed customer).
  if (!address.vatNumber.trim() && hasReverseChargedRow(reverseChargedCodes(lists.vatCodes), rows))
    throw fail('invoice.reverseChargeNoVatNumber', { name: address.name });

  const number = (await lockedInvoiceNumbering(tx, ownerId)).nextNumber;
  const bookDate = body.bookDate ?? invoiceDate;
  await tx
    .update(invoices)
    .set({
      number,
      status: INVOICE_STATUS.invoiced,
      invoiceDate,
      bookDate,
      paymentDays: customer.paymentDays,
      expiryDate: invoiceExpiryDate(invoiceDate, customer.paymentDays),
      rows,
      amountExVat: totals.amountExVat,
      amountInclVat: totals.amountInclVat,
      vatAmounts: totals.vatAmounts,
      amountOpen: totals.amountInclVat,
      // Nothing to pay: settled the day it is made.
      paidDate: totals.amountInclVat === 0 ? invoiceDate : null,
      address,
      locale: customer.locale,
      paymentReference: takesPaymentReference({ creditFor: draft.creditFor, amountInclVat: totals.amountInclVat })
        ? paymentReferenceFor(ownerId, number)
        : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, draft.id)));
  await markShiftsInvoiced(tx, ownerId, draft.id);
  if (draft.creditFor > 0) await releaseCancelledInvoice(ctx, draft.creditFor);
  await ctx.audit('Invoice', draft.id, 'invoice', { number, invoiceDate, amountInclVat: totals.amountInclVat });
  // Booked in the sales diary; missing ledger accounts leave it at processing status 9, the invoice stands.
  await bookDocument(tx, ownerId, ctx.userId, DOCUMENT_KIND.salesInvoice, draft.id, {
    id: draft.id,
    number,
    date: bookDate,
    customerId: draft.customerId,
    customerName: address.name,
    customerLedgerAccountId: customer.ledgerAccountId,
    amountInclVat: totals.amountInclVat,
    rows,
    vatAmounts: totals.vatAmounts,
  });
  // The PDF is made once this commits (the number lock is held until then): see pdf-job.ts.
  if (options.pdfJob) await ctx.app.jobs.enqueue(tx, ownerId, INVOICE_PDF_JOB, { invoiceId: draft.id });
  return { id: draft.id, number, creditFor: draft.creditFor };
}

/** regenerateInvoice: renders the invoice's PDF again (after a new logo, template or text) and keeps the new one. */
export async function regenerateInvoice(ctx: CallContext, id: number): Promise<TInvoiceDetail> {
  const invoice = await findInvoice(ctx.tx, ctx.ownerId, id, true);
  if (invoice.status === INVOICE_STATUS.draft) throw fail('invoice.notInvoiced');
  await storeInvoicePdf(ctx, invoice);
  await ctx.audit('Invoice', id, 'regenerate');
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, id);
}

/** The customer of an invoice, deleted or not (an invoiced invoice keeps its customer from being deleted). */
export async function invoiceCustomer(ctx: CallContext, invoice: TInvoice): Promise<CustomerRow> {
  const customer = await findCustomerRow(ctx.tx, ctx.ownerId, invoice.customerId);
  if (!customer) throw fail('invoice.customerNotFound');
  return customer;
}
