import { PRICE_CALLS } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../../platform/call.ts';

/** A queued bulk update followed until it is done: progress, then what changed and to whom the details went. */
export function BulkJobStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const job = useCall(
    PRICE_CALLS.bulkPriceUpdateJob,
    { id },
    {
      refetchInterval: (answer) => (answer && (answer.status === 'done' || answer.status === 'failed') ? false : 1000),
    },
  );
  const status = job.data;
  if (!status) return null;
  const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;
  return (
    <Alert
      color={status.status === 'failed' ? 'red' : status.status === 'done' ? 'teal' : 'blue'}
      title={t(`prices.bulk.status.${status.status}`, { date: formatDate(status.fromDate) })}
      data-testid="bulk-price-status"
      data-status={status.status}
    >
      <Stack gap="xs">
        <Progress value={percent} aria-label={t('prices.bulk.progress')} />
        <Text size="sm">{t('prices.bulk.progressText', { done: status.done, total: status.total })}</Text>
        {status.status === 'done' && (
          <Text size="sm">
            {status.mailedTo
              ? t('prices.bulk.doneMailed', { changed: status.changed, to: status.mailedTo })
              : t('prices.bulk.doneNoMail', { changed: status.changed })}{' '}
            <Anchor component={Link} to="/Sales/PriceChanges" size="sm">
              {t('prices.bulk.toChanges')}
            </Anchor>
          </Text>
        )}
        {status.error && <Text size="sm">{status.error}</Text>}
      </Stack>
    </Alert>
  );
}
