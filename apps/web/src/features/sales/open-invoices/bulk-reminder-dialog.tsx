import {
  type CallBody,
  nextReminderLevel,
  REMINDER_CALLS,
  REMINDER_DIALOG_WIDTH,
  reminderTemplateName,
  type TOpenInvoiceRow,
} from '@backoffice/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';

interface Props {
  rows: readonly TOpenInvoiceRow[];
  onClose: () => void;
  /** After the reminders were handed to the queue. */
  onQueued: () => void;
}

/** One payload per invoice; subject and message are left to the level's template in the customer's language. */
const bulkPayloads = (rows: readonly TOpenInvoiceRow[]): CallBody<typeof REMINDER_CALLS.sendAllReminders> =>
  rows.map((row) => ({
    invoice: row.invoice.id,
    email: row.invoice.address,
    subject: '',
    message: '',
    template: reminderTemplateName(nextReminderLevel(row.reminders)),
    translation: row.invoice.locale,
  }));

/**
 * The bulk confirmation (spec 000 §2, 580 px): the count, cancel and send. The server queues one job per reminder;
 * the notice says they are processed by mail; a refused send is logged and told.
 */
export function BulkReminderDialog({ rows, onClose, onQueued }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    // Spec 001 §8: a customer of a selected invoice has no e-mail to send to.
    const unreachable = rows.filter((row) => !row.invoice.address).map((row) => row.invoiceNumber);
    if (unreachable.length > 0) {
      notifyFailure(t('openInvoices.bulk.noEmail', { numbers: unreachable.join(', ') }));
      return;
    }
    setBusy(true);
    try {
      await call(REMINDER_CALLS.sendAllReminders, bulkPayloads(rows));
      notifySuccess(t('openInvoices.bulk.processing'));
      onQueued();
    } catch (error) {
      // Spec 000 §8 only logs a failed bulk send; the issue wants failures visible: a refused batch (an invoice paid
      // meanwhile, a reminder level done) is named with its invoice numbers, and nothing was queued.
      console.error('sendAllReminders failed', error);
      notifyError(error, { action: t('openInvoices.reminder.failed') });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} size={REMINDER_DIALOG_WIDTH.bulk} title={t('openInvoices.bulk.title')}>
      <Stack gap="md" data-testid="bulk-reminder-dialog">
        <Text data-testid="bulk-reminder-count">{t('openInvoices.bulk.question', { count: rows.length })}</Text>
        <Text size="sm" c="dimmed">
          {t('openInvoices.bulk.explain')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy} data-testid="bulk-reminder-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => void send()}
            loading={busy}
            data-testid="bulk-reminder-send"
          >
            {t('openInvoices.bulk.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
