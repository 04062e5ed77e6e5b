import { type CallAnswer, DETAIL_RUBRICS, type DetailRubric, formatMoney, VAT_RETURN_CALLS } from '@backoffice/domain';
import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCall } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import { useServerTable } from '../../../platform/data-table/server-table.ts';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { LEDGER_READ } from '../api.ts';
import { bookingLineColumns } from '../booking-columns.ts';
import { routePeriod, VatPeriodPicker } from './vat-period-picker.tsx';

type DetailLine = CallAnswer<typeof VAT_RETURN_CALLS.vatDetails>['lines'][number];
const MAX_PER_PAGE = 500;

/**
 * /Accounting2/VatDetails/{startDate?}/{endDate?}/{rubric?}: the booking lines behind one box of a VAT return (the
 * VatNL amounts link here), a page at a time, with what each adds to the box in cents.
 */
export function VatDetailsPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const period = routePeriod(params);
  const rubric: DetailRubric = (DETAIL_RUBRICS as readonly string[]).includes(params.rubric ?? '')
    ? (params.rubric as DetailRubric)
    : '1a';
  const go = (next: { startDate: string; endDate: string; rubric: string }) =>
    void navigate(`/Accounting2/VatDetails/${next.startDate}/${next.endDate}/${next.rubric}`, { replace: true });
  const columns = useMemo((): TableColumn<DetailLine>[] => {
    const title = (key: string) => t(`vatReturn.details.columns.${key}`);
    return [
      ...bookingLineColumns<DetailLine>(t, title),
      { key: 'part', title: title('part'), value: (row) => t(`vatReturn.details.parts.${row.part}`) },
      {
        key: 'late',
        title: title('late'),
        value: (row) => (row.late ? 1 : 0),
        text: (row) => (row.late ? t('vatReturn.details.late') : ''),
        render: (row) =>
          row.late ? (
            <Badge color="orange" variant="light">
              {t('vatReturn.details.late')}
            </Badge>
          ) : null,
      },
      moneyColumn<DetailLine>('amount', title('amount'), (row) => row.amount, locale),
    ];
  }, [t, locale]);
  const table = useServerTable('vatDetails', { columns });
  const request = {
    ...period,
    rubric,
    page: table.query.page,
    perPage: Math.min(table.query.perPage || MAX_PER_PAGE, MAX_PER_PAGE),
  };
  const page = useCall(VAT_RETURN_CALLS.vatDetails, request, LEDGER_READ);
  return (
    <Stack gap="md" data-testid="vat-details-page">
      <PageHeading title={t('vatReturn.details.title')} intro={t('vatReturn.details.intro')} />
      <FilterBar changed={rubric === '1a' ? 0 : 1}>
        <VatPeriodPicker period={period} onChange={(next) => go({ ...next, rubric })} />
        <Select
          size="sm"
          w={{ base: '100%', xs: 360 }}
          label={t('vatReturn.details.rubric')}
          data={DETAIL_RUBRICS.map((r) => ({ value: r, label: `${r} ${t(`vatReturn.rubrics.${r}`)}` }))}
          value={rubric}
          onChange={(next) => go({ ...period, rubric: next ?? rubric })}
          allowDeselect={false}
          data-testid="vat-details-rubric"
        />
      </FilterBar>
      <Group gap="lg" data-testid="vat-details-totals">
        {page.data && (
          <>
            <Text size="sm">{t('accounting.bookings.count', { count: page.data.count })}</Text>
            <Text size="sm">
              {t('vatReturn.details.parts.turnover')}: {formatMoney(page.data.turnover, locale)}
            </Text>
            <Text size="sm">
              {t('vatReturn.details.parts.vat')}: {formatMoney(page.data.vat, locale)}
            </Text>
          </>
        )}
        <Anchor component={Link} to={`/Accounting2/VatNL/${period.startDate}/${period.endDate}`} size="sm">
          {t('vatReturn.details.back')}
        </Anchor>
      </Group>
      <DataTable<DetailLine>
        id="vatDetails"
        title={t('vatReturn.details.title')}
        exportName={t('vatReturn.details.title')}
        rows={page.data?.lines}
        rowKey={(row) => row.id}
        columns={columns}
        loading={page.isFetching}
        server={{ table, total: page.data?.count ?? 0 }}
        searchable={false}
      />
    </Stack>
  );
}
