import { type CallBody, REMINDER_CALLS, REMINDER_DIALOG_WIDTH, type TOpenInvoiceRow } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Alert, Badge, Button, Group, LoadingOverlay, Modal, Stack } from '@mantine/core';
import { IconMailForward, IconPrinter, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { openFile } from '../../../platform/files.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useSession } from '../../../platform/session/session-store.ts';
import { MailCompose } from '../mail/mail-compose.tsx';
import { useReminderTemplates } from './api.ts';
import { reminderDraft } from './reminder-draft.ts';

interface Props {
  row: TOpenInvoiceRow;
  onClose: () => void;
  /** After a reminder went out: the list reloads. */
  onSent: () => void;
}

/**
 * The payment-reminder dialog (spec 000 §2, 1200 px): invoice number, reminder date and recipient read-only, subject
 * and body editable; cancel / send-me-a-copy (only when the invoice has reminders) / send, then only close: one send
 * per dialog (spec 000 §4).
 */
export function ReminderDialog({ row, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const templates = useReminderTemplates();
  const companyName = useSession()?.ownerName ?? '';
  const draft = useMemo(
    () => (templates.data ? reminderDraft(row, templates.data, companyName) : undefined),
    [row, templates.data, companyName],
  );
  const [subject, setSubject] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const recipient = row.invoice.address;

  /** One send per dialog: after it only close is left, and the list reloads. */
  const done = () => {
    setSent(true);
    onSent();
  };
  const busyWhile = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error, { action: t('openInvoices.reminder.failed') });
    } finally {
      setBusy(false);
    }
  };

  // Without an e-mail address the reminder goes by post: a PDF letter, opened to print, counted as sent.
  const printLetter = async () => {
    if (!draft) return;
    const body: CallBody<typeof REMINDER_CALLS.printReminderLetter> = {
      invoice: row.invoice.id,
      subject: subject ?? draft.subject,
      message: message ?? draft.message,
      template: draft.template,
      translations: draft.locale,
    };
    await busyWhile(async () => {
      await openFile(async () => (await call(REMINDER_CALLS.printReminderLetter, body)).uploadId);
      notifySuccess(t('openInvoices.reminder.letterMade'));
      done();
    });
  };

  const send = async (isCopy: boolean) => {
    if (!draft) return;
    const body: CallBody<typeof REMINDER_CALLS.sendReminder> = {
      invoice: row.invoice.id,
      subject: subject ?? draft.subject,
      message: message ?? draft.message,
      email: recipient,
      template: draft.template,
      translations: draft.locale,
      isCopy: isCopy ? 1 : 0,
    };
    await busyWhile(async () => {
      const answer = await call(REMINDER_CALLS.sendReminder, body);
      notifySuccess(t(isCopy ? 'openInvoices.reminder.copySent' : 'openInvoices.reminder.sent', { to: answer.to }));
      if (!isCopy) done();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={REMINDER_DIALOG_WIDTH.single}
      title={t('openInvoices.reminder.title')}
      closeOnClickOutside={!busy}
    >
      <Stack gap="md" pos="relative" data-testid="reminder-dialog">
        <LoadingOverlay visible={busy || templates.isPending} zIndex={5} data-testid="reminder-spinner" />
        {draft && (
          <MailCompose
            testId="reminder"
            facts={[
              {
                label: t('openInvoices.reminder.invoiceNumber'),
                value: String(row.invoiceNumber),
                testId: 'reminder-invoice-number',
              },
              { label: t('openInvoices.reminder.date'), value: formatDate(todayIso()), testId: 'reminder-date' },
            ]}
            recipient={recipient}
            subject={subject ?? draft.subject}
            onSubject={setSubject}
            initialMessage={draft.message}
            messageKey={draft.template}
            onMessage={setMessage}
            // A letter lists the open invoices itself; a mail carries the invoice PDF.
            attachments={recipient ? [t('openInvoices.reminder.invoicePdf', { number: row.invoiceNumber })] : []}
            badges={
              <>
                <Badge variant="light" color={draft.level === 3 ? 'red' : 'blue'} data-testid="reminder-level">
                  {t(`openInvoices.reminder.level${draft.level}`)}
                </Badge>
                <Badge variant="outline" color="gray">
                  {t(`languages.${draft.locale}`)}
                </Badge>
              </>
            }
            alert={
              !recipient && (
                <Alert color="orange" data-testid="reminder-no-recipient">
                  {t('openInvoices.reminder.noRecipientLetter')}
                </Alert>
              )
            }
            readOnly={sent}
          />
        )}
        <Group justify="flex-end">
          {sent ? (
            <Button onClick={onClose} data-testid="reminder-close">
              {t('common.close')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={busy} data-testid="reminder-cancel">
                {t('common.cancel')}
              </Button>
              {row.reminders > 0 && (
                <Button
                  variant="light"
                  leftSection={<IconMailForward size={16} />}
                  onClick={() => void send(true)}
                  disabled={busy || !draft}
                  data-testid="reminder-copy"
                >
                  {t('openInvoices.reminder.sendCopy')}
                </Button>
              )}
              {recipient ? (
                <Button
                  leftSection={<IconSend size={16} />}
                  onClick={() => void send(false)}
                  disabled={busy || !draft || !(subject ?? draft.subject).trim()}
                  data-testid="reminder-send"
                >
                  {t('openInvoices.reminder.send')}
                </Button>
              ) : (
                <Button
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => void printLetter()}
                  disabled={busy || !draft || !(subject ?? draft.subject).trim()}
                  data-testid="reminder-print-letter"
                >
                  {t('openInvoices.reminder.printLetter')}
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
