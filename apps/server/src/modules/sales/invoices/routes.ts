import { INVOICE_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { xlsxInstead } from '../../../platform/xlsx.ts';
import { findLiveCustomer } from '../../customers/index.ts';
import { saveInvoice } from './draft.ts';
import { invoicesSheet } from './export.ts';
import { invoiceMailDraft } from './invoice-mail.ts';
import { invoiceInvoice, regenerateInvoice } from './invoicing.ts';
import { invoicesInRange, invoicesPage, listRows, MAX_LIST_ROWS } from './list.ts';
import { ownerForInvoices } from './owner-data.ts';
import { markInvoicePaid, undoInvoicePayment } from './payments.ts';
import { invoicePdfFile, storeInvoicePdf } from './pdf.ts';
import { customerOpenInvoices, findInvoice, loadInvoiceDetail } from './queries.ts';
import { addRowsToDrafts, changeJoinedRows } from './rows.ts';
import { creditFor, sendInvoice } from './send.ts';
import { registerInvoiceSettingRoutes } from './settings.ts';
import { registerUblRoutes } from './ubl.ts';

/** Invoice calls (issue 6): drafts, invoicing, PDFs, sending, credit invoices, payments. All in the sales area. */
export function registerInvoiceRoutes(r: CallRegistrar): void {
  r.handle(INVOICE_CALLS.invoicesDateRange, (ctx, body) => invoicesInRange(ctx.tx, ctx.ownerId, body));

  r.handle(INVOICE_CALLS.invoicesDateRangePaged, async (ctx, body, _request, reply) => {
    if (!body.export) return invoicesPage(ctx.tx, ctx.ownerId, body);
    const locale = body.locale ?? (await ownerForInvoices(ctx.tx, ctx.ownerId)).settings.locale;
    const rows = await listRows(ctx.tx, ctx.ownerId, body, MAX_LIST_ROWS);
    return xlsxInstead(reply, invoicesSheet(rows, locale), todayIso());
  });

  r.handle(INVOICE_CALLS.getInvoice, (ctx, body) => loadInvoiceDetail(ctx.tx, ctx.ownerId, body.id));

  r.handle(INVOICE_CALLS.getInvoiceByNumber, async (ctx, body) => {
    // Only the id: the detail reads the invoice itself.
    const [row] = await ctx.tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.number, body.number), eq(invoices.deleted, 0)));
    if (!row) throw fail('invoice.numberNotFound', { number: body.number });
    return loadInvoiceDetail(ctx.tx, ctx.ownerId, row.id);
  });

  r.handle(INVOICE_CALLS.saveInvoice, saveInvoice);

  // A preview of a draft as saved: the PDF marked as a preview, kept as an upload to open in the browser.
  r.handle(INVOICE_CALLS.previewInvoice, async (ctx, body) => {
    const invoice = await findInvoice(ctx.tx, ctx.ownerId, body.id);
    const { upload } = await storeInvoicePdf(ctx, invoice);
    return { invoice: await loadInvoiceDetail(ctx.tx, ctx.ownerId, body.id), upload };
  });

  // The invoice's PDF to open in the browser: the stored one, made when missing (a draft gets a preview).
  r.handle(INVOICE_CALLS.invoicePdf, async (ctx, body) => ({
    uploadId: (await invoicePdfFile(ctx, body.id)).uploadId,
  }));

  r.handle(INVOICE_CALLS.invoiceInvoice, (ctx, body) => invoiceInvoice(ctx, body));

  r.handle(INVOICE_CALLS.regenerateInvoice, (ctx, body) => regenerateInvoice(ctx, body.id));

  r.handle(INVOICE_CALLS.sendInvoice, sendInvoice);

  // What the send dialog opens with: recipient, subject and body from the template, the attachments.
  r.handle(INVOICE_CALLS.invoiceMailDraft, async (ctx, body) =>
    invoiceMailDraft(ctx, await findInvoice(ctx.tx, ctx.ownerId, body.id)),
  );

  r.handle(INVOICE_CALLS.invoicesCreditFor, creditFor);

  r.handle(INVOICE_CALLS.joinInvoiceRows, (ctx, body) => changeJoinedRows(ctx, body, 'join'));

  r.handle(INVOICE_CALLS.unjoinInvoiceRows, (ctx, body) => changeJoinedRows(ctx, body, 'unjoin'));

  r.handle(INVOICE_CALLS.addRowsToDraftInvoice, addRowsToDrafts);

  // The customer's invoiced invoices with something open, oldest first.
  r.handle(INVOICE_CALLS.openInvoicesCustomer, async (ctx, body) => {
    if (!(await findLiveCustomer(ctx.tx, ctx.ownerId, body.id)))
      throw fail('record.notFound', { entity: 'Customer', id: body.id });
    return customerOpenInvoices(ctx.tx, ctx.ownerId, body.id);
  });

  r.handle(INVOICE_CALLS.markInvoicePaid, markInvoicePaid);

  r.handle(INVOICE_CALLS.undoInvoicePayment, undoInvoicePayment);

  registerInvoiceSettingRoutes(r);

  registerUblRoutes(r);
}
