import { mailLocale, PDF_TEMPLATE_TYPES, type TReminderLetterResponse, UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { storeFile } from '../../uploads/index.ts';
import { addressOfInvoice } from '../invoices/address.ts';
import { ownerForInvoices } from '../invoices/owner-data.ts';
import { INVOICE_PDF_KIND, logoDataUrl } from '../invoices/pdf.ts';
import { customerOpenInvoices, findInvoice } from '../invoices/queries.ts';
import { documentTemplate } from '../pdf-templates/store.ts';
import { reminderLetterDocument } from './letter-document.ts';
import { isRemindable, lockInvoice, type ReminderInput, reminderText, storeReminder } from './send.ts';

/** A file name from the subject: what a file system refuses goes. */
const letterFileName = (subject: string) =>
  `${
    subject
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim()
      .slice(0, 120) || 'reminder'
  }.pdf`;

/**
 * printReminderLetter: the reminder for a customer who gets it by post — a PDF letter with the invoice's letterhead,
 * the customer's address, the reminder's text (as edited, else the level's template in the customer's language) and
 * the customer's open invoices. It is kept as an upload of the invoice and counts as a reminder sent that day (address
 * empty: by letter), so the next one is a level higher as after a mail.
 */
export async function printReminderLetter(
  ctx: CallContext,
  input: Pick<ReminderInput, 'invoiceId' | 'subject' | 'message' | 'locale'>,
): Promise<TReminderLetterResponse> {
  const invoice = await lockInvoice(ctx, input.invoiceId);
  if (!isRemindable(invoice)) throw fail('reminder.invoiceNotOpen');
  if (invoice.held) throw fail('reminder.held');
  const text = await reminderText(ctx, invoice, input);
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const locale = input.locale ?? mailLocale(invoice.locale);
  // A reminder letter is about an invoice: it has the invoice's letterhead.
  const template = await documentTemplate(ctx.tx, ctx.ownerId, PDF_TEMPLATE_TYPES.invoice);
  const bytes = await renderPdf(
    reminderLetterDocument({
      company: { name: owner.name, settings: owner.settings },
      template,
      logo: await logoDataUrl(ctx, template),
      locale,
      address: await addressOfInvoice(ctx, await findInvoice(ctx.tx, ctx.ownerId, invoice.id)),
      date: todayIso(),
      subject: text.subject,
      body: text.body,
      openInvoices: await customerOpenInvoices(ctx.tx, ctx.ownerId, invoice.customer_id),
    }),
  );
  const upload = await storeFile(
    ctx,
    {
      belongsTo: UPLOAD_BELONGS_TO.invoice,
      belongsId: invoice.id,
      belongsKind: INVOICE_PDF_KIND.reminderLetter,
      fileName: letterFileName(text.subject),
      mimeType: 'application/pdf',
    },
    bytes,
  );
  const reminderId = await storeReminder(ctx, invoice, { ...text, to: '', mailId: 0 });
  await ctx.audit('Invoice', invoice.id, 'reminderLetter', { reminderId, level: text.level, uploadId: upload.id });
  return { reminderId, level: text.level, uploadId: upload.id };
}
