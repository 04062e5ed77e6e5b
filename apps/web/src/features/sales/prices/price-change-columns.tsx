import { isRecentPriceChange, PRICE_KINDS, type TPriceChange, type TUnchangedPriceProject } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Badge, Group, Text } from '@mantine/core';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import type { TableColumn } from '../../../platform/data-table/table-logic.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';

/** The price-change list's columns; a change within the last week carries a "recent" badge. */
export function priceChangeColumns(t: Translate): TableColumn<TPriceChange>[] {
  const today = todayIso();
  return [
    dateColumn('date', t('prices.changes.date'), (row) => row.date, {
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatDate(row.date)}</Text>
          {isRecentPriceChange(row.date, today) && (
            // Whole, not cut to "R…" when the list squeezes its columns.
            <Badge size="xs" color="teal" variant="light" style={{ flexShrink: 0 }} data-testid="price-change-recent">
              {t('prices.changes.recent')}
            </Badge>
          )}
        </Group>
      ),
    }),
    { key: 'customerName', title: t('prices.changes.customer'), value: (row) => row.customerName },
    { key: 'projectName', title: t('prices.changes.project'), value: (row) => row.projectName },
    { key: 'workDescription', title: t('prices.changes.work'), value: (row) => row.workDescription },
    {
      key: 'kind',
      title: t('prices.changes.kind'),
      value: (row) => row.kind,
      text: (row) => t(row.kind === PRICE_KINDS.hourRate ? 'prices.kind.hourRate' : 'prices.kind.fixedPrice'),
    },
    moneyColumn('oldPrice', t('prices.changes.oldPrice'), (row) => row.oldPrice, currentLanguage()),
    moneyColumn('newPrice', t('prices.changes.newPrice'), (row) => row.newPrice, currentLanguage()),
    {
      key: 'source',
      title: t('prices.changes.source'),
      value: (row) => row.bulkId,
      text: (row) => (row.bulkId > 0 ? t('prices.changes.bulk') : t('prices.changes.form')),
      hiddenByDefault: true,
    },
    { key: 'userName', title: t('prices.changes.user'), value: (row) => row.userName },
  ];
}

/** The columns of the projects without a price change in the last 13 months. */
export function unchangedColumns(t: Translate): TableColumn<TUnchangedPriceProject>[] {
  return [
    { key: 'customerName', title: t('prices.changes.customer'), value: (row) => row.customerName },
    { key: 'projectName', title: t('prices.changes.project'), value: (row) => row.projectName },
    dateColumn('lastChange', t('prices.unchanged.lastChange'), (row) => row.lastChange),
  ];
}
