import {
  fillEmail,
  mailLocale,
  nextReminderLevel,
  reminderTemplateName,
  type TEmailTemplate,
  type TOpenInvoiceRow,
  templateOrDefault,
} from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';

/** What the single reminder dialog opens with: the next level's template, filled in for this invoice. */
export interface ReminderDraft {
  level: number;
  template: ReturnType<typeof reminderTemplateName>;
  locale: ReturnType<typeof mailLocale>;
  subject: string;
  message: string;
}

export function reminderDraft(
  row: TOpenInvoiceRow,
  templates: readonly TEmailTemplate[],
  companyName: string,
): ReminderDraft {
  const level = nextReminderLevel(row.reminders);
  const template = reminderTemplateName(level);
  const locale = mailLocale(row.invoice.locale);
  const text = templateOrDefault(templates, template, locale);
  const { subject, body } = fillEmail(
    text,
    {
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      expiryDate: addDays(row.invoiceDate, row.paymentTerm),
      amountInclVat: row.amountInclVat,
      amountOpen: row.openAmount,
      paymentTerm: row.paymentTerm,
      daysOverdue: row.daysOverTime,
      customerName: row.customer,
      companyName,
    },
    locale,
  );
  return {
    level,
    template,
    locale,
    subject,
    message: body,
  };
}
