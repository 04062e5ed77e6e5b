import { type CallAnswer, formatDate, formatDateTime, formatEuros, VAT_RETURN_CALLS } from '@backoffice/domain';
import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../../platform/call.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

type SavedReturn = CallAnswer<typeof VAT_RETURN_CALLS.vatReturns>[number];

/** A return's status as a badge: not saved, draft or final. */
export function VatStatusBadge({ status, saved, testId }: { status: number; saved: boolean; testId?: string }) {
  const { t } = useTranslation();
  if (!saved)
    return (
      <Badge variant="light" color="gray" data-testid={testId}>
        {t('vatReturn.status.none')}
      </Badge>
    );
  return (
    <Badge variant="light" color={status === 1 ? 'green' : 'yellow'} data-testid={testId} style={{ flexShrink: 0 }}>
      {t(status === 1 ? 'vatReturn.status.final' : 'vatReturn.status.draft')}
    </Badge>
  );
}

/** The saved returns, newest period first: period (opens it), status, total (5g), when made final. */
export function VatReturnsList() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const list = useCall(VAT_RETURN_CALLS.vatReturns, {});
  const rows: SavedReturn[] = list.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="vat-returns">
      <Title order={3} size="h5" mb="sm">
        {t('vatReturn.earlier.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vatReturn.earlier.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table fz="sm" striped horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vatReturn.earlier.period')}</Table.Th>
                <Table.Th>{t('vatReturn.earlier.status')}</Table.Th>
                <Table.Th ta="right">{t('vatReturn.earlier.total')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('vatReturn.earlier.finalisedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/Accounting2/VatNL/${row.startDate}/${row.endDate}`}>
                      {formatDate(row.startDate)} – {formatDate(row.endDate)}
                    </Anchor>
                  </Table.Td>
                  {/* On a phone the period wraps; the badge keeps its width (it was cut off at 390 px). */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <VatStatusBadge status={row.status} saved />
                  </Table.Td>
                  <Table.Td ta="right">{formatEuros(row.total, locale)}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.finalisedAt ? formatDateTime(row.finalisedAt) : '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
