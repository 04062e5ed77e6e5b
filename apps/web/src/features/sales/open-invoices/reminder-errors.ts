import { REMINDER_SERVER_TEXTS } from '@backoffice/domain';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifyFailure } from '../../../platform/notices.ts';

type ReminderServerText = keyof typeof REMINDER_SERVER_TEXTS;

/** A refused reminder gets its own message (with the invoice numbers the server named); anything else the generic. */
export function notifyReminderError(error: unknown): void {
  const message = error instanceof Error ? error.message : '';
  const key = (Object.keys(REMINDER_SERVER_TEXTS) as ReminderServerText[]).find((k) =>
    message.startsWith(REMINDER_SERVER_TEXTS[k]),
  );
  if (!key) {
    notifyError(error, { action: i18n.t('openInvoices.reminder.failed') });
    return;
  }
  const numbers = message.slice(REMINDER_SERVER_TEXTS[key].length).replace(/^:\s*/, '');
  notifyFailure(i18n.t(`openInvoices.serverTexts.${key}`) + (numbers ? ` (${numbers})` : ''));
}
