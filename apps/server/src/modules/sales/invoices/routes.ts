import {
  LOCALES,
  type TInvoiceDetail,
  ZAddRowsRequest,
  ZCreditForRequest,
  ZIdRequest,
  ZInvoice,
  ZInvoiceIdRequest,
  ZInvoiceInvoiceRequest,
  ZInvoiceNumberRequest,
  ZInvoicePaymentRequest,
  ZInvoicesDateRangeRequest,
  ZInvoicesPagedRequest,
  ZJoinRowsRequest,
  ZSendInvoiceRequest,
  ZUndoPaymentRequest,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../../db/schema/index.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { notFound } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/xlsx.ts';
import { findLiveCustomer } from '../../customers/queries.ts';
import { saveInvoice } from './draft.ts';
import { invoicesSheet } from './export.ts';
import { invoiceMailDraft } from './invoice-mail.ts';
import { invoiceInvoice, regenerateInvoice } from './invoicing.ts';
import { invoicesInRange, invoicesPage, listRows, MAX_LIST_ROWS } from './list.ts';
import { ownerForInvoices } from './owner-data.ts';
import { markInvoicePaid, undoInvoicePayment } from './payments.ts';
import { invoicePdfFile, storeInvoicePdf } from './pdf.ts';
import { customerOpenInvoices, findInvoice, loadInvoiceDetail, selectInvoiceList } from './queries.ts';
import { addRowsToDrafts, changeJoinedRows } from './rows.ts';
import { creditFor, sendInvoice } from './send.ts';
import { registerInvoiceSettingRoutes } from './settings.ts';

const ZPagedWithLocale = ZInvoicesPagedRequest.extend({ locale: z.enum(LOCALES).optional() });

/** Invoice calls (issue 6): drafts, invoicing, PDFs, sending, credit invoices, payments. All in the sales area. */
export function registerInvoiceRoutes(r: CallRegistrar): void {
  r.call(
    { method: 'POST', path: '/invoicesDateRange', area: 'sales', level: 'read', body: ZInvoicesDateRangeRequest },
    (ctx, body) => invoicesInRange(ctx.tx, ctx.ownerId, body),
  );

  r.call(
    { method: 'POST', path: '/invoicesDateRangePaged', area: 'sales', level: 'read', body: ZPagedWithLocale },
    async (ctx, body, _request, reply) => {
      if (!body.export) return invoicesPage(ctx.tx, ctx.ownerId, body);
      const locale = body.locale ?? (await ownerForInvoices(ctx.tx, ctx.ownerId)).settings.locale;
      const rows = await listRows(ctx.tx, ctx.ownerId, body, MAX_LIST_ROWS);
      return sendXlsx(reply, invoicesSheet(rows, locale), todayIso());
    },
  );

  r.call({ method: 'POST', path: '/getInvoice', area: 'sales', level: 'read', body: ZIdRequest }, (ctx, body) =>
    loadInvoiceDetail(ctx.tx, ctx.ownerId, body.id),
  );

  r.call(
    { method: 'POST', path: '/getInvoiceByNumber', area: 'sales', level: 'read', body: ZInvoiceNumberRequest },
    async (ctx, body): Promise<TInvoiceDetail> => {
      const [row] = await selectInvoiceList(ctx.tx, ctx.ownerId).where(
        and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.number, body.number), eq(invoices.deleted, 0)),
      );
      if (!row) throw notFound(`Invoice number ${body.number} not found`);
      return loadInvoiceDetail(ctx.tx, ctx.ownerId, row.id);
    },
  );

  r.call({ method: 'POST', path: '/saveInvoice', area: 'sales', level: 'write', body: ZInvoice }, saveInvoice);

  // A preview of a draft as saved: the PDF marked as a preview, kept as an upload to open in the browser.
  r.call(
    { method: 'POST', path: '/previewInvoice', area: 'sales', level: 'read', body: ZInvoiceIdRequest },
    async (ctx, body) => {
      const invoice = await findInvoice(ctx.tx, ctx.ownerId, body.id);
      const { upload } = await storeInvoicePdf(ctx, invoice);
      return { invoice: await loadInvoiceDetail(ctx.tx, ctx.ownerId, body.id), upload };
    },
  );

  // The invoice's PDF to open in the browser: the stored one, made when missing (a draft gets a preview).
  r.call(
    { method: 'POST', path: '/invoicePdf', area: 'sales', level: 'read', body: ZInvoiceIdRequest },
    async (ctx, body) => ({
      uploadId: (await invoicePdfFile(ctx, body.id)).uploadId,
    }),
  );

  r.call(
    { method: 'POST', path: '/invoiceInvoice', area: 'sales', level: 'write', body: ZInvoiceInvoiceRequest },
    invoiceInvoice,
  );

  r.call(
    { method: 'POST', path: '/regenerateInvoice', area: 'sales', level: 'write', body: ZInvoiceIdRequest },
    (ctx, body) => regenerateInvoice(ctx, body.id),
  );

  r.call(
    { method: 'POST', path: '/sendInvoice', area: 'sales', level: 'write', body: ZSendInvoiceRequest },
    sendInvoice,
  );

  // What the send dialog opens with: recipient, subject and body from the template, the attachments.
  r.call(
    { method: 'POST', path: '/invoiceMailDraft', area: 'sales', level: 'read', body: ZInvoiceIdRequest },
    async (ctx, body) => invoiceMailDraft(ctx, await findInvoice(ctx.tx, ctx.ownerId, body.id)),
  );

  r.call(
    { method: 'POST', path: '/invoicesCreditFor', area: 'sales', level: 'write', body: ZCreditForRequest },
    creditFor,
  );

  r.call(
    { method: 'POST', path: '/joinInvoiceRows', area: 'sales', level: 'write', body: ZJoinRowsRequest },
    (ctx, body) => changeJoinedRows(ctx, body, 'join'),
  );

  r.call(
    { method: 'POST', path: '/unjoinInvoiceRows', area: 'sales', level: 'write', body: ZJoinRowsRequest },
    (ctx, body) => changeJoinedRows(ctx, body, 'unjoin'),
  );

  r.call(
    { method: 'POST', path: '/addRowsToDraftInvoice', area: 'sales', level: 'write', body: ZAddRowsRequest },
    addRowsToDrafts,
  );

  // The customer's invoiced invoices with something open, oldest first.
  r.call(
    { method: 'POST', path: '/openInvoicesCustomer', area: 'sales', level: 'read', body: ZIdRequest },
    async (ctx, body) => {
      if (!(await findLiveCustomer(ctx.tx, ctx.ownerId, body.id))) throw notFound(`Customer ${body.id} not found`);
      return customerOpenInvoices(ctx.tx, ctx.ownerId, body.id);
    },
  );

  r.call(
    { method: 'POST', path: '/markInvoicePaid', area: 'sales', level: 'write', body: ZInvoicePaymentRequest },
    markInvoicePaid,
  );

  r.call(
    { method: 'POST', path: '/undoInvoicePayment', area: 'sales', level: 'write', body: ZUndoPaymentRequest },
    undoInvoicePayment,
  );

  registerInvoiceSettingRoutes(r);
}
