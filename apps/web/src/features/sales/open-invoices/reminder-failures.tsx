import { formatDateTime } from '@backoffice/domain/format';
import { Alert, Anchor, Collapse, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminderFailures } from './api.ts';

/** Reminders that have not gone out (failed or retrying jobs, mails the SMTP server refused): never silently lost. */
export function ReminderFailures() {
  const { t } = useTranslation();
  const failures = useReminderFailures();
  const [open, setOpen] = useState(false);
  const list = failures.data ?? [];
  if (list.length === 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('openInvoices.failures.title', { count: list.length })}
      data-testid="reminder-failures"
    >
      <Text size="sm">{t('openInvoices.failures.intro')}</Text>
      <Anchor component="button" size="sm" onClick={() => setOpen((value) => !value)}>
        {open ? t('openInvoices.failures.hide') : t('openInvoices.failures.show')}
      </Anchor>
      <Collapse expanded={open}>
        <List size="sm" mt="xs" spacing={4}>
          {list.map((failure) => (
            <List.Item key={`${failure.kind}-${failure.id}`}>
              {t(`openInvoices.failures.${failure.status === 'failed' ? 'failed' : 'retrying'}`, {
                number: failure.invoiceNumber ?? '-',
                to: failure.to || '-',
                at: formatDateTime(failure.at),
              })}{' '}
              <Text span size="xs" c="dimmed">
                {failure.error}
              </Text>
            </List.Item>
          ))}
        </List>
      </Collapse>
    </Alert>
  );
}
