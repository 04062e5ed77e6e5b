import { ADJUSTMENT_MODES, PRICE_CALLS, type TBulkPricePreview, ZBulkPriceUpdateRequest } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Button, Checkbox, Group, MultiSelect, NumberInput, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { separators, toHundredths } from '../../../platform/forms/number-fields.tsx';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useCustomers } from '../../customers/api.ts';
import { useProjects, useWorkTypes } from '../../projects/api.ts';
import { PageIntro } from '../invoices/page-intro.tsx';
import { BulkJobStatus } from './bulk-job-status.tsx';
import { BulkPreviewTable } from './bulk-preview-table.tsx';

type Draft = {
  mode: number;
  value: number;
  hourRate: number;
  fixedPrice: number;
  fromDate: string;
  customerIds: number[];
  projectIds: number[];
  workTypeIds: number[];
};

const toOptions = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/**
 * /Sales/BulkPriceUpdate: a percentage or an amount on the hour rates and/or fixed prices of the chosen works from a
 * date; a preview (each work before → after, and totals), then a job that applies it and mails the details.
 */
export function BulkPriceUpdatePage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const customers = useCustomers();
  const projects = useProjects();
  const workTypes = useWorkTypes();
  const form = useForm<typeof ZBulkPriceUpdateRequest, Draft>(ZBulkPriceUpdateRequest, {
    mode: ADJUSTMENT_MODES.percentage,
    value: 0,
    hourRate: 1,
    fixedPrice: 0,
    fromDate: todayIso(),
    customerIds: [],
    projectIds: [],
    workTypeIds: [],
  });
  const { values, set } = form;
  const [preview, setPreview] = useState<TBulkPricePreview | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const change = (patch: Partial<Draft>) => {
    set(patch);
    setPreview(null);
  };
  const previewCall = useCallMutation(PRICE_CALLS.bulkPriceUpdatePreview, {
    onSuccess: setPreview,
    onError: (error) => notifyError(error, { action: t('prices.bulk.previewFailed') }),
  });
  const run = useCallMutation(PRICE_CALLS.bulkPriceUpdate, {
    refreshes: [PRICE_CALLS.priceChangesDateRange],
    onSuccess: (job) => {
      setJobId(job.id);
      setPreview(null);
    },
    onError: (error) => notifyError(error, { action: t('prices.bulk.runFailed') }),
  });
  const submit = (action: typeof previewCall | typeof run) => {
    const body = form.validate();
    if (body) action.mutate(body);
  };
  const { decimal, thousand } = separators();
  const percentage = values.mode === ADJUSTMENT_MODES.percentage;

  return (
    <Stack gap="md" data-testid="bulk-price-page">
      <PageIntro title={t('prices.bulk.title')} intro={t('prices.bulk.intro')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {/* A label like the fields beside it keeps the row's inputs level, also when one shows a message. */}
            <SegmentedChoice
              fullWidth
              label={t('prices.bulk.mode')}
              value={values.mode}
              onChange={(mode) => change({ mode })}
              data={[
                { value: ADJUSTMENT_MODES.percentage, label: t('prices.bulk.percentage') },
                { value: ADJUSTMENT_MODES.amount, label: t('prices.bulk.amount') },
              ]}
              data-testid="bulk-price-mode"
            />
            <NumberInput
              label={percentage ? t('prices.bulk.percentageValue') : t('prices.bulk.amountValue')}
              value={values.value / 100}
              onChange={(next) => change({ value: toHundredths(next) })}
              decimalScale={2}
              decimalSeparator={decimal}
              thousandSeparator={thousand}
              prefix={percentage ? undefined : '€ '}
              suffix={percentage ? ' %' : undefined}
              hideControls
              error={form.errors.value}
              data-testid="bulk-price-value"
            />
            <DateField
              label={t('prices.bulk.fromDate')}
              value={values.fromDate}
              onChange={(fromDate) => change({ fromDate })}
              error={form.errors.fromDate}
              testId="bulk-price-from"
            />
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox
              label={t('prices.kind.hourRate')}
              checked={values.hourRate === 1}
              onChange={(event) => change({ hourRate: event.currentTarget.checked ? 1 : 0 })}
              error={form.errors.hourRate}
              data-testid="bulk-price-hour-rate"
            />
            <Checkbox
              label={t('prices.kind.fixedPrice')}
              checked={values.fixedPrice === 1}
              onChange={(event) => change({ fixedPrice: event.currentTarget.checked ? 1 : 0 })}
              data-testid="bulk-price-fixed-price"
            />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            <MultiSelect
              label={t('prices.bulk.customers')}
              placeholder={t('prices.bulk.all')}
              data={toOptions(customers.data)}
              value={values.customerIds.map(String)}
              onChange={(ids) => change({ customerIds: ids.map(Number) })}
              searchable
              clearable
              data-testid="bulk-price-customers"
            />
            <MultiSelect
              label={t('prices.bulk.projects')}
              placeholder={t('prices.bulk.all')}
              data={toOptions(projects.data)}
              value={values.projectIds.map(String)}
              onChange={(ids) => change({ projectIds: ids.map(Number) })}
              searchable
              clearable
              data-testid="bulk-price-projects"
            />
            <MultiSelect
              label={t('prices.bulk.workTypes')}
              placeholder={t('prices.bulk.all')}
              data={toOptions(workTypes.data)}
              value={values.workTypeIds.map(String)}
              onChange={(ids) => change({ workTypeIds: ids.map(Number) })}
              searchable
              clearable
              data-testid="bulk-price-work-types"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => submit(previewCall)}
              loading={previewCall.isPending}
              disabled={!canWrite}
              data-testid="bulk-price-preview"
            >
              {t('prices.bulk.preview')}
            </Button>
            <Button
              onClick={() => submit(run)}
              loading={run.isPending}
              disabled={!canWrite || !preview || preview.totals.works === 0}
              data-testid="bulk-price-run"
            >
              {t('prices.bulk.run')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {jobId !== null && <BulkJobStatus id={jobId} />}
      {preview && <BulkPreviewTable preview={preview} />}
    </Stack>
  );
}
