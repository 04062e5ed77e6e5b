import { defaultPriceChangeRange, isPriceChangeRangeAllowed, PRICE_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { PageIntro } from '../invoices/page-intro.tsx';
import { usePageState } from './page-state.ts';
import { priceChangeColumns, unchangedColumns } from './price-change-columns.tsx';

type Range = { startDate: string; endDate: string };
const parseRange = (json: unknown): Range | null => {
  const range = json as Partial<Range> | null;
  return typeof range?.startDate === 'string' && typeof range.endDate === 'string'
    ? { startDate: range.startDate, endDate: range.endDate }
    : null;
};

/**
 * /Sales/PriceChanges: the changes of works' hour rates and fixed prices (default the last 13 months, a filter of at
 * most one year and one month, remembered per user), and the projects whose prices did not change in 13 months.
 */
export function PriceChangesPage() {
  const { t } = useTranslation();
  const state = usePageState('Sales/PriceChanges', 'filter', parseRange);
  const [draft, setDraft] = useState<Range>(() => defaultPriceChangeRange(todayIso()));
  const [range, setRange] = useState<Range | null>(null);
  // The remembered filter, once read; else the default.
  useEffect(() => {
    if (!state.loaded || range) return;
    const start = state.stored ?? defaultPriceChangeRange(todayIso());
    setDraft(start);
    setRange(start);
  }, [state.loaded, state.stored, range]);
  const allowed = isPriceChangeRangeAllowed(draft.startDate, draft.endDate);
  const changes = useCall(PRICE_CALLS.priceChangesDateRange, range ?? undefined, { enabled: range !== null });
  const unchanged = useCall(PRICE_CALLS.projectsWithoutPriceChange, {});
  const columns = useMemo(() => priceChangeColumns(t), [t]);
  const unchangedCols = useMemo(() => unchangedColumns(t), [t]);
  const apply = () => {
    if (!allowed) return;
    setRange(draft);
    state.save(draft);
  };

  return (
    <Stack gap="md" data-testid="price-changes-page">
      <PageIntro title={t('prices.changes.title')} intro={t('prices.changes.intro')} />
      <FilterBar
        align="flex-start"
        period={{
          range: draft,
          onChange: (patch) => setDraft((current) => ({ ...current, ...patch })),
          labels: { from: t('prices.changes.from'), until: t('prices.changes.until') },
          testIds: { from: 'price-changes-from', until: 'price-changes-until' },
          untilError: allowed ? undefined : t('prices.changes.rangeTooLong'),
          w: 180,
        }}
      >
        <Button mt={25} onClick={apply} disabled={!allowed} data-testid="price-changes-apply">
          {t('prices.changes.apply')}
        </Button>
      </FilterBar>
      <DataTable
        id="price-changes"
        title={t('prices.changes.listTitle')}
        exportName={t('prices.changes.exportName')}
        rows={changes.data}
        rowKey={(row) => row.id}
        columns={columns}
        loading={changes.isLoading || range === null}
        defaultSort={{ key: 'date', direction: 'desc' }}
        searchable
      />
      <Stack gap={4}>
        <DataTable
          id="price-unchanged"
          title={t('prices.unchanged.title')}
          exportName={t('prices.unchanged.exportName')}
          rows={unchanged.data}
          rowKey={(row) => row.projectId}
          columns={unchangedCols}
          loading={unchanged.isLoading}
          searchable
        />
        <Text size="xs" c="dimmed">
          {t('prices.unchanged.hint')}
        </Text>
      </Stack>
    </Stack>
  );
}
