import { QUOTE_RESULTS, QUOTE_STATUSES, quoteDefaultRange } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Button, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { usePatchState } from '../../../platform/patch-state.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { type QuoteRow, useQuotes } from './api.ts';
import { quoteColumns } from './quote-columns.tsx';
import { QuoteDialog } from './quote-dialog.tsx';

/** The list's filters: request dates (one year back by default), status -1 and result 0 for all. */
interface QuoteFilters {
  startDate: string;
  endDate: string;
  statusCode: number;
  result: number;
}

const defaultFilters = (today: string): QuoteFilters => ({ ...quoteDefaultRange(today), statusCode: -1, result: 0 });

/** The quotes tab: filters, the list, and the quote dialog at /Sales/Quotes/edit/{id}. */
export function QuotesTab({ editing }: { editing: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLanguage();
  const canWrite = useCanAccess('sales', 'write');
  const today = todayIso();
  const [filters, set, reset, changed] = usePatchState(() => defaultFilters(today));
  const quotes = useQuotes(filters);
  const columns = useMemo(() => quoteColumns(t, locale), [t, locale]);
  const choice = (name: 'statusCode' | 'result', codes: readonly number[], all: number) => (
    <Select
      size="sm"
      w={{ base: '100%', xs: 170 }}
      label={t(`quotes.filters.${name}`)}
      value={String(filters[name])}
      onChange={(value) => set({ [name]: Number(value ?? all) })}
      data={[
        { value: String(all), label: t('quotes.filters.all') },
        ...codes.map((code) => ({
          value: String(code),
          label: t(`quotes.${name === 'statusCode' ? 'statuses' : 'results'}.${code}`),
        })),
      ]}
      allowDeselect={false}
      data-testid={`quotes-filter-${name}`}
    />
  );
  const editId = editing === undefined ? undefined : editing === 'new' ? 0 : Number(editing);

  return (
    <Stack gap="md">
      <FilterBar
        changed={changed}
        period={{
          range: filters,
          onChange: set,
          labels: { from: t('quotes.filters.startDate'), until: t('quotes.filters.endDate') },
          testIds: { from: 'quotes-filter-start', until: 'quotes-filter-end' },
          keepOnClear: true,
        }}
      >
        {choice('statusCode', QUOTE_STATUSES, -1)}
        {choice('result', QUOTE_RESULTS, 0)}
        <Button variant="subtle" size="sm" onClick={reset}>
          {t('quotes.filters.reset')}
        </Button>
      </FilterBar>
      <DataTable<QuoteRow>
        id="quotes"
        title={t('quotes.list.title')}
        rows={quotes.data}
        loading={quotes.isLoading}
        rowKey={(row) => row.id}
        columns={columns}
        defaultSort={{ key: 'requestDate', direction: 'desc' }}
        onRowClick={(row) => void navigate(`/Sales/Quotes/edit/${row.id}`)}
        toolbar={
          canWrite && (
            <NewRowButton
              label={t('quotes.list.new')}
              onClick={() => void navigate('/Sales/Quotes/new')}
              testId="quote-new"
            />
          )
        }
      />
      {editId !== undefined && Number.isInteger(editId) && (
        <QuoteDialog id={editId} canWrite={canWrite} onClose={() => void navigate('/Sales/Quotes')} />
      )}
    </Stack>
  );
}
