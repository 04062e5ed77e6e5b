import {
  daysOpen,
  daysOverTime,
  fillEmail,
  type Locale,
  mailLocale,
  nextReminderLevel,
  reminderRecipient,
  reminderTemplateName,
  type TSendReminderResponse,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { invoiceReminders } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { mailHasText, mailHtml, sanitizeRichText } from '../../../platform/html.ts';
import { remindersHeldSql } from '../../payments/index.ts';
import { invoicePdfFile } from '../invoices/pdf.ts';
import { findEmailTemplate } from './templates.ts';

/** What one reminder needs; an empty subject or message is taken from the level's template in `locale`. */
export interface ReminderInput {
  invoiceId: number;
  subject: string;
  message: string;
  /** The language of the text; default the customer's. */
  locale?: Locale;
  isCopy: boolean;
}

export interface InvoiceForReminder {
  id: number;
  number: number;
  customer_id: number;
  status: number;
  deleted: number;
  amount_open: number;
  amount_incl_vat: number;
  invoice_date: string;
  expiry_date: string | null;
  payment_days: number;
  customer_name: string;
  locale: string;
  invoice_to_email: string;
  invoice_reminder_email: string;
  management_id: number;
  override_management_email: number;
  m_to: string | null;
  m_reminder: string | null;
  company: string;
  reminders: number;
  /** A payment from the customer's account waits on the Payments page (payments/matching/holds.ts). */
  held: boolean;
}

/** The invoices (of `ownerId`, matching `where`) with what a reminder needs: customer, management, owner, count. */
export function reminderInvoicesSql(ownerId: number, where: SQL): SQL {
  return sql`select i.id, i.number, i.customer_id, i.status, i.deleted, i.amount_open, i.amount_incl_vat,
      i.invoice_date::text as invoice_date, i.expiry_date::text as expiry_date, i.payment_days,
      c.name as customer_name, c.locale, c.invoice_to_email, c.invoice_reminder_email, c.management_id,
      c.override_management_email, m.invoice_to_email as m_to, m.invoice_reminder_email as m_reminder,
      o.name as company, ${remindersHeldSql(ownerId, sql`i.customer_id`)} as held,
      (select count(*)::int from invoice_reminders r
        where r.owner_id = i.owner_id and r.invoice_id = i.id and r.is_copy = 0) as reminders
    from invoices i
    join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
    left join customers m on m.owner_id = i.owner_id and m.id = c.management_id and c.management_id > 0
    join owners o on o.id = i.owner_id
    where i.owner_id = ${ownerId} and ${where}`;
}

/** Locks the invoice, so two sends of the same invoice wait for each other and each gets its own level. */
export async function lockInvoice(ctx: CallContext, invoiceId: number): Promise<InvoiceForReminder> {
  const [row] = await queryRows<InvoiceForReminder>(
    ctx.tx,
    sql`${reminderInvoicesSql(ctx.ownerId, sql`i.id = ${invoiceId}`)} for update of i`,
  );
  if (!row) throw fail('record.notFound', { entity: 'Invoice', id: invoiceId });
  return row;
}

/** A reminder may go only for an invoiced, not deleted invoice with an open amount. */
export const isRemindable = (invoice: Pick<InvoiceForReminder, 'status' | 'deleted' | 'amount_open'>) =>
  invoice.status > 0 && invoice.deleted === 0 && invoice.amount_open !== 0;

export const recipientOf = (invoice: InvoiceForReminder) =>
  reminderRecipient(
    {
      invoiceToEmail: invoice.invoice_to_email,
      invoiceReminderEmail: invoice.invoice_reminder_email,
      managementId: invoice.management_id,
      overrideManagementEmail: invoice.override_management_email,
    },
    invoice.m_to === null ? null : { invoiceToEmail: invoice.m_to, invoiceReminderEmail: invoice.m_reminder ?? '' },
  );

/** The current employee's e-mail; a login without an employee (or one without an address) gets its login e-mail. */
async function copyAddress(ctx: CallContext): Promise<string> {
  const [row] = await queryRows<{ email: string }>(
    ctx.tx,
    sql`select coalesce(nullif(trim(e.email), ''), a.user_name, '') as email
        from user_accounts a
        left join employees e on e.owner_id = ${ctx.ownerId} and e.id = ${ctx.employeeId}
        where a.id = ${ctx.userId}`,
  );
  const email = row?.email ?? '';
  return email.includes('@') ? email : '';
}

/** A reminder's text at the invoice's next level: what the user edited, else the level's template in `locale`. */
export interface ReminderText {
  level: number;
  template: ReturnType<typeof reminderTemplateName>;
  subject: string;
  /** Sanitised HTML, the variables filled in. */
  body: string;
}

export async function reminderText(
  ctx: CallContext,
  invoice: InvoiceForReminder,
  input: Pick<ReminderInput, 'subject' | 'message' | 'locale'>,
): Promise<ReminderText> {
  const today = todayIso();
  const level = nextReminderLevel(invoice.reminders);
  const template = reminderTemplateName(level);
  const locale = input.locale ?? mailLocale(invoice.locale);
  const fallback =
    input.subject.trim() && input.message.trim()
      ? undefined
      : await findEmailTemplate(ctx.tx, ctx.ownerId, template, locale);
  // Sanitised before the values go in; the values are escaped as they go in.
  const htmlMessage = sanitizeRichText(input.message.trim() || (fallback?.htmlMessage ?? ''));
  const { subject, body } = fillEmail(
    { title: input.subject.trim() || (fallback?.title ?? ''), htmlMessage },
    {
      invoiceNumber: invoice.number,
      invoiceDate: invoice.invoice_date,
      expiryDate: invoice.expiry_date,
      amountInclVat: invoice.amount_incl_vat,
      amountOpen: invoice.amount_open,
      paymentTerm: invoice.payment_days,
      daysOverdue: daysOverTime(daysOpen(invoice.invoice_date, today), invoice.payment_days),
      customerName: invoice.customer_name,
      companyName: invoice.company,
    },
    locale,
  );
  if (!mailHasText(htmlMessage, body)) throw fail('reminder.emptyMessage');
  return { level, template, subject, body };
}

/** Stores a reminder on the invoice; `to` is '' for one sent by letter (mailId 0). Answers its id. */
export async function storeReminder(
  ctx: CallContext,
  invoice: InvoiceForReminder,
  reminder: ReminderText & { to: string; mailId: number },
): Promise<number> {
  const [stored] = await ctx.tx
    .insert(invoiceReminders)
    .values({
      ownerId: ctx.ownerId,
      invoiceId: invoice.id,
      customerId: invoice.customer_id,
      address: reminder.to,
      reminderDate: todayIso(),
      level: reminder.level,
      template: reminder.template,
      subject: reminder.subject,
      text1: reminder.body,
      sentBy: ctx.userId,
      mailId: reminder.mailId,
    })
    .returning({ id: invoiceReminders.id });
  if (!stored) throw new Error('reminder insert returned nothing');
  return stored.id;
}

/**
 * Sends one payment reminder in the caller's transaction: the sanitised body with the variables filled in, the
 * invoice PDF attached, through the outbox (SMTP delivery is a job of its own, retried). A reminder is stored on the
 * invoice; a copy goes to the current employee and is stored as nothing but its mail.
 */
export async function sendReminder(ctx: CallContext, input: ReminderInput): Promise<TSendReminderResponse> {
  const invoice = await lockInvoice(ctx, input.invoiceId);
  if (!isRemindable(invoice)) throw fail('reminder.invoiceNotOpen');
  if (invoice.held && !input.isCopy) throw fail('reminder.held');
  const recipient = recipientOf(invoice);
  const to = input.isCopy ? await copyAddress(ctx) : recipient;
  if (!to) throw fail(input.isCopy ? 'reminder.noCopyAddress' : 'reminder.noRecipient');

  const text = await reminderText(ctx, invoice, input);
  const { level, template } = text;
  const pdf = await invoicePdfFile(ctx, invoice.id);
  const mailId = await ctx.app.mailer.send(ctx.tx, {
    ownerId: ctx.ownerId,
    to,
    subject: text.subject,
    html: mailHtml(text.body),
    attachments: [
      { filename: pdf.fileName, contentBase64: pdf.bytes.toString('base64'), contentType: 'application/pdf' },
    ],
  });
  if (input.isCopy) {
    await ctx.audit('Invoice', invoice.id, 'reminderCopy', { to, level });
    return { reminderId: null, level, to, mailId };
  }
  const reminderId = await storeReminder(ctx, invoice, { ...text, to, mailId });
  await ctx.audit('Invoice', invoice.id, 'reminder', { reminderId, level, to, template });
  return { reminderId, level, to, mailId };
}
