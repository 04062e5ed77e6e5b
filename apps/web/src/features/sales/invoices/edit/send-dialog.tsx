import { INVOICE_CALLS, REMINDER_DIALOG_WIDTH } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Alert, Badge, Button, Group, LoadingOverlay, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../../platform/call.ts';
import { isValidRecipient, MailCompose } from '../../mail/mail-compose.tsx';
import type { InvoiceDetail } from '../api.ts';

/** What the send dialog sends: by post, or the mail as the user left it. */
export type SendChoice = { paper: true } | { paper: false; email: string; subject: string; message: string };

interface SendDialogProps {
  invoice: InvoiceDetail;
  busy: boolean;
  onClose: () => void;
  onSend: (choice: SendChoice) => void;
}

/**
 * Send by e-mail — the mail shown as it will go out (recipient, subject and body from the customer's language's
 * template, all editable, and the attachments) — or record that it went on paper.
 */
export function SendDialog({ invoice, busy, onClose, onSend }: SendDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'email' | 'paper'>('email');
  const draft = useCall(INVOICE_CALLS.invoiceMailDraft, { id: invoice.id });
  const [recipient, setRecipient] = useState<string | undefined>();
  const [subject, setSubject] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const last = invoice.sent.at(-1);
  const mail = draft.data && {
    email: (recipient ?? draft.data.to).trim(),
    subject: (subject ?? draft.data.subject).trim(),
    message: message ?? draft.data.message,
  };
  const ready = method === 'paper' || Boolean(mail && isValidRecipient(mail.email) && mail.subject);

  return (
    <Modal
      opened
      onClose={onClose}
      size={method === 'email' ? REMINDER_DIALOG_WIDTH.single : 'md'}
      title={t('invoices.dialogs.sendTitle', { number: invoice.number })}
      closeOnClickOutside={!busy}
    >
      <form
        data-testid="send-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          if (method === 'paper') onSend({ paper: true });
          else if (mail) onSend({ paper: false, ...mail });
        }}
      >
        <Stack gap="sm" pos="relative">
          <LoadingOverlay visible={method === 'email' && draft.isPending} zIndex={5} />
          {last && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              data-testid="send-dialog-already"
            >
              {t(last.method === 'paper' ? 'invoices.dialogs.alreadySentPaper' : 'invoices.dialogs.alreadySentEmail', {
                date: formatDate(last.date),
                to: last.to,
              })}
            </Alert>
          )}
          <Radio.Group value={method} onChange={(value) => setMethod(value === 'paper' ? 'paper' : 'email')}>
            <Group gap="lg">
              <Radio value="email" label={t('invoices.dialogs.byEmail')} data-testid="send-dialog-email" />
              <Radio value="paper" label={t('invoices.dialogs.onPaper')} data-testid="send-dialog-paper" />
            </Group>
          </Radio.Group>
          {method === 'paper' && (
            <Text size="xs" c="dimmed">
              {t('invoices.dialogs.paperHint')}
            </Text>
          )}
          {method === 'email' && draft.data && (
            <MailCompose
              testId="send-mail"
              facts={[
                {
                  label: t('invoices.mail.invoiceNumber'),
                  value: String(invoice.number ?? ''),
                  testId: 'send-mail-invoice-number',
                },
                { label: t('invoices.mail.date'), value: formatDate(todayIso()), testId: 'send-mail-date' },
              ]}
              recipient={recipient ?? draft.data.to}
              onRecipient={setRecipient}
              subject={subject ?? draft.data.subject}
              onSubject={setSubject}
              initialMessage={draft.data.message}
              messageKey={draft.data.template}
              onMessage={setMessage}
              attachments={draft.data.attachments.map((attachment) => attachment.fileName)}
              badges={
                <Badge variant="outline" color="gray">
                  {t(`languages.${draft.data.locale}`)}
                </Badge>
              }
              readOnly={false}
            />
          )}
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} data-testid="dialog-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!ready} data-testid="send-dialog-confirm">
            {t('invoices.actions.send')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
