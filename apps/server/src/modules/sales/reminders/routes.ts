import { type Locale, REMINDER_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { xlsxInstead } from '../../../platform/xlsx.ts';
import { registerBulkReminderRoutes } from './bulk.ts';
import { openInvoicesSheet } from './export.ts';
import { printReminderLetter } from './letter.ts';
import { openInvoiceRows, openInvoicesPage } from './open-invoices-query.ts';
import { registerPaymentBehaviourRoutes } from './payment-behaviour.ts';
import { sendReminder } from './send.ts';
import { registerEmailTemplateRoutes } from './templates.ts';

/** Open invoices, payment reminders, e-mail templates and customers' payment behaviour. */
/** The reminder's invoice and text as the dialog sent them, for a mail and for a letter alike. */
const reminderText = (body: { invoice: number; subject: string; message: string; translations?: Locale }) => ({
  invoiceId: body.invoice,
  subject: body.subject,
  message: body.message,
  locale: body.translations,
});

export function registerReminderRoutes(r: CallRegistrar): void {
  // Spec 000 §7 "Open-invoices list" (001 §7 openInvoicesV2): a page of rows and the totals of every match;
  // export 1 answers an .xlsx of every match with the visible columns instead.
  r.handle(REMINDER_CALLS.openInvoicesV2, async (ctx, body, _request, reply) => {
    const today = todayIso();
    if (body.export) {
      const rows = await openInvoiceRows(ctx.tx, ctx.ownerId, body, today);
      const sheet = openInvoicesSheet(body.name || 'Open invoices', rows, body.visibleColumns, body.titles);
      return xlsxInstead(reply, sheet, today);
    }
    return openInvoicesPage(ctx.tx, ctx.ownerId, body, today);
  });

  // The single reminder (spec 000 §7: path not shown): sent now, in the caller's transaction.
  r.handle(REMINDER_CALLS.sendReminder, (ctx, body) =>
    sendReminder(ctx, { ...reminderText(body), isCopy: body.isCopy === 1 }),
  );

  // A reminder for a customer without an e-mail address: a PDF letter to print and post, counted as sent.
  r.handle(REMINDER_CALLS.printReminderLetter, (ctx, body) => printReminderLetter(ctx, reminderText(body)));

  registerBulkReminderRoutes(r);
  registerEmailTemplateRoutes(r);
  registerPaymentBehaviourRoutes(r);
}
