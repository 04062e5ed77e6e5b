import { SETTINGS_CALLS, type TOutboxEmail } from '@backoffice/domain';
import { formatDateTime } from '@backoffice/domain/format';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../platform/call.ts';
import { DataTable, type TableColumn } from '../../platform/data-table/data-table.tsx';

const STATUS_COLORS: Record<string, string> = { outbox: 'blue', queued: 'yellow', sent: 'teal', failed: 'red' };

/** A label and its value on one line; a long address breaks within the value column, also on a phone. */
function PreviewLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function EmailPreview({ email, onClose }: { email: TOutboxEmail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={email.subject} size="xl">
      <Stack gap="xs" data-testid="email-preview">
        <PreviewLine label={t('emails.to')} value={email.to} />
        {email.bcc && <PreviewLine label={t('emails.bcc')} value={email.bcc} testId="email-preview-bcc" />}
        <PreviewLine label={t('emails.createdAt')} value={formatDateTime(email.createdAt)} />
        {email.error && (
          <Text size="sm" c="red">
            {email.error}
          </Text>
        )}
        {/* A sandboxed frame without scripts: the mail's own HTML and styles cannot reach the app. */}
        <iframe
          title={email.subject}
          sandbox=""
          srcDoc={email.html}
          data-testid="email-preview-frame"
          style={{
            width: '100%',
            height: '60vh',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            background: 'white',
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function EmailsPage() {
  const { t } = useTranslation();
  const emails = useCall(SETTINGS_CALLS.outboxEmails);
  const [preview, setPreview] = useState<TOutboxEmail | null>(null);

  const columns = useMemo<TableColumn<TOutboxEmail>[]>(
    () => [
      {
        key: 'createdAt',
        title: t('emails.createdAt'),
        value: (email) => email.createdAt,
        text: (email) => formatDateTime(email.createdAt),
      },
      { key: 'to', title: t('emails.to'), value: (email) => email.to },
      { key: 'bcc', title: t('emails.bcc'), value: (email) => email.bcc },
      { key: 'subject', title: t('emails.subject'), value: (email) => email.subject },
      {
        key: 'status',
        title: t('emails.status'),
        value: (email) => email.status,
        text: (email) => t(`emails.statuses.${email.status}`, { defaultValue: email.status }),
        render: (email) => (
          <Badge variant="light" color={STATUS_COLORS[email.status] ?? 'gray'}>
            {t(`emails.statuses.${email.status}`, { defaultValue: email.status })}
          </Badge>
        ),
      },
      {
        key: 'sentAt',
        title: t('emails.sentAt'),
        value: (email) => email.sentAt,
        text: (email) => formatDateTime(email.sentAt),
        hiddenByDefault: true,
      },
    ],
    [t],
  );

  return (
    <>
      <DataTable<TOutboxEmail>
        id="outboxEmails"
        title={t('emails.title')}
        rows={emails.data}
        rowKey={(email) => email.id}
        columns={columns}
        loading={emails.isPending}
        defaultSort={{ key: 'createdAt', direction: 'desc' }}
        onRowClick={setPreview}
      />
      {preview && <EmailPreview email={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
