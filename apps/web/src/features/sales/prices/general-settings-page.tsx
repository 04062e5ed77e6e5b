import { isValidUntilActive, SALES_SETTING_CALLS, type TSalesSettings, ZSalesSettings } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { defaultChoices } from '../../../platform/forms/default-choices.ts';
import { SettingsCard } from '../../../platform/forms/settings-card.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useSalesTypes, useVatCodes } from '../invoices/api.ts';
import { PageIntro } from '../invoices/page-intro.tsx';

/** The help line goes under its field, so the fields of a row line up whatever their help says. */
const UNDER_THE_FIELD: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'error', 'description'];

/** The VAT codes or sales types valid today (an expired one is refused on save). */
const validToday = (item: { validUntil: string; deleted: number }) => isValidUntilActive(item, todayIso());

/**
 * /Sales/GeneralSettings: what new customers and new invoices start with (owners.settings.salesSettings); each field
 * says under it where it takes effect (packages/domain/src/sales/sales-defaults.ts).
 */
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
      <SettingsCard canWrite={canWrite} onSave={submit} saving={save.isPending} saveTestId="sales-settings-save">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('prices.settings.paymentDays')}
            description={t('prices.settings.help.paymentDays')}
            inputWrapperOrder={UNDER_THE_FIELD}
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
            description={t('prices.settings.help.periodicInvoiceDate')}
            inputWrapperOrder={UNDER_THE_FIELD}
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
            description={t('prices.settings.help.vatCode')}
            inputWrapperOrder={UNDER_THE_FIELD}
            value={String(values.vatCodeId)}
            onChange={(next) => set({ vatCodeId: Number(next ?? 0) })}
            data={defaultChoices(vatCodes.data, validToday, stored.data.vatCodeId, t('prices.settings.none'))}
            allowDeselect={false}
            error={form.errors.vatCodeId}
            disabled={!canWrite}
            data-testid="sales-settings-vat-code"
          />
          <Select
            label={t('prices.settings.workType')}
            description={t('prices.settings.help.workType')}
            inputWrapperOrder={UNDER_THE_FIELD}
            value={String(values.workTypeId)}
            onChange={(next) => set({ workTypeId: Number(next ?? 0) })}
            data={defaultChoices(workTypes.data, validToday, stored.data.workTypeId, t('prices.settings.none'))}
            allowDeselect={false}
            error={form.errors.workTypeId}
            disabled={!canWrite}
            data-testid="sales-settings-work-type"
          />
        </SimpleGrid>
        <Checkbox
          label={t('prices.settings.joinInvoices')}
          description={t('prices.settings.help.joinInvoices')}
          checked={values.joinInvoices === 1}
          onChange={(event) => set({ joinInvoices: event.currentTarget.checked ? 1 : 0 })}
          disabled={!canWrite}
        />
        <Checkbox
          label={t('prices.settings.multiProjects')}
          description={t('prices.settings.help.multiProjects')}
          checked={values.multiProjects === 1}
          onChange={(event) => set({ multiProjects: event.currentTarget.checked ? 1 : 0 })}
          disabled={!canWrite}
        />
        <Checkbox
          label={t('prices.settings.invoiceCopyToSender')}
          description={t('prices.settings.help.invoiceCopyToSender')}
          checked={values.invoiceCopyToSender === 1}
          onChange={(event) => set({ invoiceCopyToSender: event.currentTarget.checked ? 1 : 0 })}
          disabled={!canWrite}
        />
      </SettingsCard>
    </Stack>
  );
}
