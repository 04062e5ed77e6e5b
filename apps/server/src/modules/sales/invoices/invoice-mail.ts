import {
  daysOpen,
  daysOverTime,
  type EmailTemplateText,
  fillEmail,
  invoiceRecipient,
  mailLocale,
  type TInvoice,
  type TInvoiceMailDraft,
  zEmail,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { eq } from 'drizzle-orm';
import { userAccounts } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { mailHasText, sanitizeRichText } from '../../../platform/html.ts';
import { salesSettingsOf } from '../../settings/index.ts';
import { findEmailTemplate } from '../reminders/templates.ts';
import { invoicingManagement } from './address.ts';
import { defaultAttachmentFiles } from './default-attachments.ts';
import { invoiceCustomer } from './invoicing.ts';
import { ownerForInvoices } from './owner-data.ts';
import { invoiceFileName } from './pdf.ts';
import { UBL_MIME, ublFileName } from './ubl.ts';

// The e-mail that carries an invoice: the owner's template (invoice or credit_invoice, Home/EmailTemplates) in the
// customer's language with its variables filled in as in reminders, or the subject and body the send dialog edited.

const templateName = (invoice: TInvoice) => (invoice.creditFor > 0 ? 'credit_invoice' : 'invoice');

/**
 * The sending user's own address for a blind copy of an invoice mail when the Sales general settings ask for one
 * (invoiceCopyToSender); '' when they do not, when the login name is no e-mail address, or when the user is among the
 * recipients already. The invoice run sends as the user who started it.
 */
export async function senderCopyAddress(ctx: CallContext, to: string): Promise<string> {
  if (!ctx.userId || !(await salesSettingsOf(ctx.tx, ctx.ownerId)).invoiceCopyToSender) return '';
  const [account] = await ctx.tx
    .select({ userName: userAccounts.userName })
    .from(userAccounts)
    .where(eq(userAccounts.id, ctx.userId));
  const address = zEmail.safeParse(account?.userName ?? '');
  if (!address.success) return '';
  const recipients = to.split(',').map((one) => one.trim().toLowerCase());
  return recipients.includes(address.data) ? '' : address.data;
}

/** The customer's invoice address (the management company's when it takes the customer's mail); '' when none. */
export async function invoiceMailRecipient(ctx: CallContext, invoice: TInvoice): Promise<string> {
  const customer = await invoiceCustomer(ctx, invoice);
  return invoiceRecipient(customer, await invoicingManagement(ctx, customer));
}

/**
 * Subject and HTML body for `invoice`: the edited text when given (empty parts from the template), sanitised before
 * the variables go in (their values are escaped as they go in).
 */
export async function invoiceMailText(
  ctx: CallContext,
  invoice: TInvoice,
  edited: { subject: string; message: string } = { subject: '', message: '' },
): Promise<{ subject: string; body: string }> {
  const locale = mailLocale(invoice.locale);
  let text: EmailTemplateText = { title: edited.subject.trim(), htmlMessage: edited.message.trim() };
  if (!text.title || !text.htmlMessage) {
    const template = await findEmailTemplate(ctx.tx, ctx.ownerId, templateName(invoice), locale);
    text = { title: text.title || template.title, htmlMessage: text.htmlMessage || template.htmlMessage };
  }
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const htmlMessage = sanitizeRichText(text.htmlMessage);
  const mail = fillEmail(
    { title: text.title, htmlMessage },
    {
      invoiceNumber: invoice.number ?? 0,
      invoiceDate: invoice.invoiceDate,
      expiryDate: invoice.expiryDate,
      amountInclVat: invoice.amountInclVat,
      amountOpen: invoice.amountOpen,
      paymentTerm: invoice.paymentDays,
      daysOverdue: daysOverTime(daysOpen(invoice.invoiceDate ?? todayIso(), todayIso()), invoice.paymentDays),
      customerName: invoice.address.name,
      companyName: owner.name,
      paymentReference: invoice.paymentReference,
    },
    locale,
  );
  // An edit that leaves nothing to read (only tags or spaces) is refused rather than mailed empty.
  if (!mailHasText(htmlMessage, mail.body)) throw fail('invoice.emptyMessage');
  return mail;
}

/** invoiceMailDraft: the mail sendInvoice would send, for the send dialog to show and edit. */
export async function invoiceMailDraft(ctx: CallContext, invoice: TInvoice): Promise<TInvoiceMailDraft> {
  if (invoice.number === null) throw fail('invoice.notInvoiced');
  const { subject, body } = await invoiceMailText(ctx, invoice);
  const ubl = (await invoiceCustomer(ctx, invoice)).attachUbl
    ? [{ fileName: ublFileName(invoice), mimeType: UBL_MIME }]
    : [];
  return {
    to: await invoiceMailRecipient(ctx, invoice),
    subject,
    message: body,
    locale: mailLocale(invoice.locale),
    template: templateName(invoice),
    attachments: [
      { fileName: invoiceFileName(invoice), mimeType: 'application/pdf' },
      ...ubl,
      ...(await defaultAttachmentFiles(ctx)).map(({ fileName, mimeType }) => ({ fileName, mimeType })),
    ],
  };
}
