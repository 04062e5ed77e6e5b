import { SALES_SETTING_CALLS, type TSalesSettings, ZSalesSettings } from '@backoffice/domain';
import { Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useSalesTypes, useVatCodes } from '../invoices/api.ts';
import { PageIntro } from '../invoices/page-intro.tsx';

const toOptions = (items: readonly { id: number; name: string }[] | undefined, none: string) => [
  { value: '0', label: none },
  ...(items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
];

/** /Sales/GeneralSettings: what new customers and new invoices start with (owners.settings.salesSettings). */
export function SalesGeneralSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const stored = useCall(SALES_SETTING_CALLS.salesSettings, {});
  const vatCodes = useVatCodes();
  const workTypes = useSalesTypes();
  const form = useForm<typeof ZSalesSettings, TSalesSettings>(ZSalesSettings, ZSalesSettings.parse({}));
  const { values, set, reset } = form;
  useEffect(() => {
    if (stored.data) reset(stored.data);
  }, [stored.data, reset]);
  const save = useCallMutation(SALES_SETTING_CALLS.saveSalesSettings, {
    refreshes: [SALES_SETTING_CALLS.salesSettings],
    onSuccess: () => notifySuccess(t('prices.settings.saved')),
    onError: (error) => notifyError(error, { action: t('prices.settings.saveFailed') }),
  });
  const submit = () => {
    const body = form.validate();
    if (body) save.mutate(body);
  };
  if (!stored.data) return <PageLoader />;
  return (
    <Stack gap="md" maw={900} data-testid="sales-settings-page">
      <PageIntro title={t('prices.settings.title')} intro={t('prices.settings.intro')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('prices.settings.paymentDays')}
              value={values.paymentDays}
              onChange={(next) => set({ paymentDays: typeof next === 'number' ? next : 0 })}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              error={form.errors.paymentDays}
              disabled={!canWrite}
              data-testid="sales-settings-payment-days"
            />
            <Select
              label={t('prices.settings.periodicInvoiceDate')}
              value={String(values.periodicInvoiceDate)}
              onChange={(next) => set({ periodicInvoiceDate: Number(next ?? 1) })}
              data={[
                { value: '1', label: t('prices.settings.invoiceDate1') },
                { value: '2', label: t('prices.settings.invoiceDate2') },
              ]}
              allowDeselect={false}
              disabled={!canWrite}
              data-testid="sales-settings-invoice-date"
            />
            <Select
              label={t('prices.settings.vatCode')}
              value={String(values.vatCodeId)}
              onChange={(next) => set({ vatCodeId: Number(next ?? 0) })}
              data={toOptions(vatCodes.data, t('prices.settings.none'))}
              allowDeselect={false}
              error={form.errors.vatCodeId}
              disabled={!canWrite}
              data-testid="sales-settings-vat-code"
            />
            <Select
              label={t('prices.settings.workType')}
              value={String(values.workTypeId)}
              onChange={(next) => set({ workTypeId: Number(next ?? 0) })}
              data={toOptions(workTypes.data, t('prices.settings.none'))}
              allowDeselect={false}
              error={form.errors.workTypeId}
              disabled={!canWrite}
              data-testid="sales-settings-work-type"
            />
          </SimpleGrid>
          <Checkbox
            label={t('prices.settings.joinInvoices')}
            checked={values.joinInvoices === 1}
            onChange={(event) => set({ joinInvoices: event.currentTarget.checked ? 1 : 0 })}
            disabled={!canWrite}
          />
          <Checkbox
            label={t('prices.settings.multiProjects')}
            checked={values.multiProjects === 1}
            onChange={(event) => set({ multiProjects: event.currentTarget.checked ? 1 : 0 })}
            disabled={!canWrite}
          />
          <Checkbox
            label={t('prices.settings.invoiceCopyToSender')}
            checked={values.invoiceCopyToSender === 1}
            onChange={(event) => set({ invoiceCopyToSender: event.currentTarget.checked ? 1 : 0 })}
            disabled={!canWrite}
          />
          {canWrite && (
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending} data-testid="sales-settings-save">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
