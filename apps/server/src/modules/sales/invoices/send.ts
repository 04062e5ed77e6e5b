import {
  creditRefusal,
  creditRows,
  INVOICE_STATUS,
  type TInvoice,
  type TInvoiceDetail,
  type TInvoiceSentEvent,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { mailHtml } from '../../../platform/html.ts';
import { liveProjectIds } from '../../projects/index.ts';
import { defaultInvoiceAttachments } from './default-attachments.ts';
import { insertDraft } from './draft.ts';
import { invoiceMailRecipient, invoiceMailText, senderCopyAddress } from './invoice-mail.ts';
import { invoiceCustomer } from './invoicing.ts';
import { lockedInvoicePdf } from './pdf.ts';
import { creditsOf, findInvoice, loadInvoiceDetail } from './queries.ts';
import { invoiceUblFile } from './ubl.ts';

/**
 * sendInvoice: e-mails the invoice PDF to the customer's invoice address (the management company's when it takes
 * the customer's mail) or to the recipients the send dialog edited, with its subject and body, and a blind copy to
 * the sending user when the Sales general settings ask for it; or with `paper` records that it went by post. Each
 * send is kept in `sent`.
 */
export async function sendInvoice(ctx: CallContext, body: SendBody): Promise<TInvoiceDetail> {
  await sendLockedInvoice(ctx, await findInvoice(ctx.tx, ctx.ownerId, body.id, true), body);
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, body.id);
}

type SendBody = { id: number; paper: number; email: string; subject: string; message: string };

/** sendInvoice's work on an invoice the caller has locked (the invoice run sends what it just invoiced). */
export async function sendLockedInvoice(ctx: CallContext, invoice: TInvoice, body: SendBody): Promise<void> {
  if (invoice.status === INVOICE_STATUS.draft) throw fail('invoice.notInvoiced');
  const event: TInvoiceSentEvent = {
    date: todayIso(),
    at: new Date().toISOString(),
    method: body.paper ? 'paper' : 'email',
    to: '',
    by: ctx.userId,
    mailId: 0,
  };
  if (!body.paper) {
    const to = body.email || (await invoiceMailRecipient(ctx, invoice));
    if (!to) throw fail('invoice.noEmail');
    const mail = await invoiceMailText(ctx, invoice, body);
    const pdf = await lockedInvoicePdf(ctx, invoice);
    const ubl = (await invoiceCustomer(ctx, invoice)).attachUbl ? await invoiceUblFile(ctx, invoice) : undefined;
    event.to = to;
    event.mailId = await ctx.app.mailer.send(ctx.tx, {
      ownerId: ctx.ownerId,
      to,
      bcc: await senderCopyAddress(ctx, to),
      subject: mail.subject,
      html: mailHtml(mail.body),
      attachments: [
        { filename: pdf.fileName, contentBase64: pdf.bytes.toString('base64'), contentType: 'application/pdf' },
        ...(ubl
          ? [{ filename: ubl.fileName, contentBase64: ubl.bytes.toString('base64'), contentType: ubl.mimeType }]
          : []),
        ...(await defaultInvoiceAttachments(ctx)),
      ],
    });
  }
  await ctx.tx
    .update(invoices)
    .set({ sent: sql`${invoices.sent} || ${JSON.stringify([event])}::jsonb`, updatedAt: sql`now()` })
    .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, invoice.id)));
  await ctx.audit('Invoice', invoice.id, 'send', { method: event.method, to: event.to });
}

/**
 * invoicesCreditFor: a credit invoice draft for an invoiced invoice, its rows negated. Existing credit invoices (their
 * numbers are listed) or a source that is a credit itself (the new one is then positive) need `force: 1`.
 */
export async function creditFor(ctx: CallContext, body: { id: number; force: number }): Promise<TInvoiceDetail> {
  const source = await findInvoice(ctx.tx, ctx.ownerId, body.id, true);
  if (source.status === INVOICE_STATUS.draft) throw fail('invoice.notInvoiced');
  const refusal = creditRefusal(source, await creditsOf(ctx.tx, ctx.ownerId, source.id));
  if (refusal && !body.force)
    throw refusal.key === 'invoice.creditExists' ? fail(refusal.key, { numbers: refusal.numbers }) : fail(refusal.key);
  const id = await insertDraft(
    ctx,
    {
      customerId: source.customerId,
      // A project deleted since keeps the credit from being saved: it is then made without one.
      projectId:
        source.projectId > 0 && (await liveProjectIds(ctx.tx, ctx.ownerId, [source.projectId])).size > 0
          ? source.projectId
          : 0,
      invoiceDate: todayIso(),
      bookDate: null,
      startPeriod: source.startPeriod,
      endPeriod: source.endPeriod,
      period: source.period,
      textAbove: '',
      textBelow: '',
      rows: creditRows(source.rows),
    },
    source.id,
  );
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, id);
}
