import {
  formatDate,
  formatDateTime,
  type ManualAmounts,
  type TVatReturn,
  VAT_RETURN_CALLS,
  VAT_RETURN_RUBRICS,
  VAT_RETURN_SECTIONS,
} from '@backoffice/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { download, useCall, useCallMutation } from '../../../platform/call.ts';
import { confirmAction } from '../../../platform/edit/confirm-action.tsx';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { LEDGER_READ } from '../api.ts';
import { FileButton } from '../report-parts.tsx';
import { routePeriod, VatPeriodPicker } from './vat-period-picker.tsx';
import { VatReturnForm } from './vat-return-form.tsx';
import { VatReturnsList, VatStatusBadge } from './vat-returns-list.tsx';

const NO_MANUAL: ManualAmounts = { '5d': 0, '5e': 0, '5f': 0 };

/** 5g again after 5d-5f were typed: 5c - 5d - 5e - 5f. */
function withManual(data: TVatReturn, manual: ManualAmounts): TVatReturn {
  const total = data.rubrics['5c'].vat - manual['5d'] - manual['5e'] - manual['5f'];
  const rubrics = { ...data.rubrics, '5g': { turnover: 0, vat: total } };
  for (const key of ['5d', '5e', '5f'] as const) rubrics[key] = { turnover: 0, vat: manual[key] };
  return { ...data, rubrics };
}

/** The PDF's texts by the server's keys ({{…}} left for the server to fill). */
function pdfTitles(t: TFunction): Record<string, string> {
  return {
    title: t('vatReturn.title'),
    period: t('vatReturn.pdf.period', { from: '{{from}}', until: '{{until}}' }),
    company: t('vatReturn.pdf.company'),
    vatNumber: t('vatReturn.pdf.vatNumber'),
    periodLabel: t('vatReturn.earlier.period'),
    status: t('vatReturn.earlier.status'),
    draft: t('vatReturn.status.draft'),
    final: t('vatReturn.pdf.final', { date: '{{date}}' }),
    rubric: t('vatReturn.columns.rubric'),
    turnover: t('vatReturn.columns.turnover'),
    vat: t('vatReturn.columns.vat'),
    section: t('vatReturn.sectionN', { n: '{{n}}' }),
    late: t('vatReturn.pdf.late', { count: '{{count}}', date: '{{date}}' }),
    ...Object.fromEntries(VAT_RETURN_RUBRICS.map((r) => [`rubric.${r}`, t(`vatReturn.rubrics.${r}`)])),
    ...Object.fromEntries(VAT_RETURN_SECTIONS.map(({ section: n }) => [`section.${n}`, t(`vatReturn.sections.${n}`)])),
  };
}

/**
 * /Accounting2/VatNL/{startDate?}/{endDate?}: the VAT return of a month or quarter from the bookings, as the tax
 * office's form shows it; 5d-5f typed by hand; saved as a draft, then made final (irreversible, accounting_admin).
 */
export function VatReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const period = routePeriod(useParams());
  const canSave = useCanAccess('accounting', 'write');
  const canFinalise = useCanAccess('accounting', 'admin');
  const current = useCall(VAT_RETURN_CALLS.vatReturn, period, LEDGER_READ);
  const [manual, setManual] = useState<ManualAmounts>(NO_MANUAL);
  useEffect(() => {
    if (current.data) setManual(current.data.manual);
  }, [current.data]);
  const refreshes = [VAT_RETURN_CALLS.vatReturn, VAT_RETURN_CALLS.vatReturns];
  const save = useCallMutation(VAT_RETURN_CALLS.saveVatReturn, {
    refreshes,
    onSuccess: () => notifySuccess(t('vatReturn.saved')),
    onError: (error) => notifyError(error, { action: t('vatReturn.saveFailed') }),
  });
  const finalise = useCallMutation(VAT_RETURN_CALLS.finaliseVatReturn, {
    refreshes,
    onSuccess: () => notifySuccess(t('vatReturn.finalised')),
    onError: (error) => notifyError(error, { action: t('vatReturn.finaliseFailed') }),
  });
  const data = current.data;
  const final = data?.status === 1;
  const periodText = `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;
  const askFinalise = () =>
    confirmAction({
      title: t('vatReturn.confirmTitle'),
      question: t('vatReturn.confirmText', { period: periodText }),
      confirm: t('vatReturn.finalise'),
      confirmTestId: 'vat-confirm-final',
      onConfirm: () => finalise.mutate({ ...period, manual }),
    });
  return (
    <Stack gap="md" data-testid="vat-return-page">
      <PageHeading title={t('vatReturn.title')} intro={t('vatReturn.intro')} />
      <FilterBar
        actions={
          <Group gap="sm" ml="auto">
            {data && <VatStatusBadge status={data.status} saved={data.id > 0} testId="vat-status" />}
            <FileButton
              label={t('accountingReports.pdf')}
              failed={t('accountingReports.pdfFailed')}
              testId="vat-pdf"
              fetch={() =>
                download(VAT_RETURN_CALLS.vatReturn, {
                  ...period,
                  pdf: 1,
                  locale: currentLanguage(),
                  titles: pdfTitles(t),
                })
              }
            />
          </Group>
        }
      >
        <VatPeriodPicker
          period={period}
          onChange={(next) => void navigate(`/Accounting2/VatNL/${next.startDate}/${next.endDate}`, { replace: true })}
        />
      </FilterBar>
      {!data ? (
        <PageLoader />
      ) : (
        <>
          {final && (
            <Alert color="green" data-testid="vat-final-note">
              {t('vatReturn.finalNote', { date: formatDateTime(data.finalisedAt) })}
            </Alert>
          )}
          {data.late.lines > 0 && (
            <Alert color="orange" data-testid="vat-late-note">
              {t('vatReturn.lateNote', { count: data.late.lines, date: formatDate(data.late.from) })}
            </Alert>
          )}
          <VatReturnForm
            data={final ? data : withManual(data, manual)}
            manual={manual}
            onManual={final || !canSave ? undefined : (key, euros) => setManual({ ...manual, [key]: euros })}
          />
          <Text size="xs" c="dimmed">
            {t('vatReturn.rounding')}
          </Text>
          {!final && (canSave || canFinalise) && (
            <Group gap="sm">
              {canSave && (
                <Button
                  variant="default"
                  loading={save.isPending}
                  onClick={() => save.mutate({ ...period, manual })}
                  data-testid="vat-save-draft"
                >
                  {t('vatReturn.saveDraft')}
                </Button>
              )}
              {canFinalise && (
                <Button color="red" loading={finalise.isPending} onClick={askFinalise} data-testid="vat-finalise">
                  {t('vatReturn.finalise')}
                </Button>
              )}
            </Group>
          )}
        </>
      )}
      <VatReturnsList />
    </Stack>
  );
}
