import type { TBulkPricePreview, TBulkPriceRow } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Group, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import type { TableColumn } from '../../../platform/data-table/table-logic.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

const money = (cents: number) => formatMoney(cents, currentLanguage());
const priceColumn = (key: keyof TBulkPriceRow & string, title: string) =>
  moneyColumn<TBulkPriceRow>(key, title, (row) => Number(row[key]), currentLanguage());

/** The works a bulk update would change, before → after, and the totals. */
export function BulkPreviewTable({ preview }: { preview: TBulkPricePreview }) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumn<TBulkPriceRow>[]>(
    () => [
      { key: 'customerName', title: t('prices.changes.customer'), value: (row) => row.customerName },
      { key: 'projectName', title: t('prices.changes.project'), value: (row) => row.projectName },
      { key: 'workDescription', title: t('prices.changes.work'), value: (row) => row.workDescription },
      priceColumn('hourRateBefore', t('prices.bulk.hourRateBefore')),
      priceColumn('hourRateAfter', t('prices.bulk.hourRateAfter')),
      priceColumn('fixedPriceBefore', t('prices.bulk.fixedPriceBefore')),
      priceColumn('fixedPriceAfter', t('prices.bulk.fixedPriceAfter')),
    ],
    [t],
  );
  const { totals } = preview;
  return (
    <>
      <Paper withBorder radius="md" p="md" data-testid="bulk-price-totals">
        <Group gap="xl">
          <Text size="sm">{t('prices.bulk.totalWorks', { count: totals.works })}</Text>
          <Text size="sm">
            {t('prices.kind.hourRate')}: {money(totals.hourRateBefore)} → {money(totals.hourRateAfter)}
          </Text>
          <Text size="sm">
            {t('prices.kind.fixedPrice')}: {money(totals.fixedPriceBefore)} → {money(totals.fixedPriceAfter)}
          </Text>
        </Group>
      </Paper>
      <DataTable
        id="bulk-price-preview"
        title={t('prices.bulk.previewTitle')}
        exportName={t('prices.bulk.exportName')}
        rows={preview.rows}
        rowKey={(row) => row.workId}
        columns={columns}
      />
    </>
  );
}
