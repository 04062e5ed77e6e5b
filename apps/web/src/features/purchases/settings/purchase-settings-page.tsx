import {
  isPurchaseTypeActive,
  isValidUntilActive,
  OWNER_LIST_CALLS,
  PURCHASE_SETTING_CALLS,
  type TPurchaseSettings,
  ZPurchaseSettings,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { defaultChoices } from '../../../platform/forms/default-choices.ts';
import { SettingsCard } from '../../../platform/forms/settings-card.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { usePurchaseCategories, usePurchaseSettings, usePurchaseTypes } from '../purchase-api.ts';

type SettingKey = keyof TPurchaseSettings;

/** /Purchases/Settings: the purchase type, category and VAT codes new purchases and their rows start with. */
export function PurchaseSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('purchases', 'write');
  const stored = usePurchaseSettings();
  const types = usePurchaseTypes();
  const categories = usePurchaseCategories();
  const vatCodes = useCall(OWNER_LIST_CALLS.vatCodes.all);
  const form = useForm<typeof ZPurchaseSettings, TPurchaseSettings>(ZPurchaseSettings, ZPurchaseSettings.parse({}));
  const { values, set, reset } = form;
  useEffect(() => {
    if (stored.data) reset(stored.data);
  }, [stored.data, reset]);
  const save = useCallMutation(PURCHASE_SETTING_CALLS.savePurchaseSettings, {
    refreshes: [PURCHASE_SETTING_CALLS.purchaseSettings],
    onSuccess: () => notifySuccess(t('purchases.settings.saved')),
    onError: (error) => notifyError(error, { action: t('purchases.settings.saveFailed') }),
  });
  if (!stored.data) return <PageLoader />;
  const today = todayIso();
  const none = t('purchases.settings.none');
  const vatLive = (item: { validUntil: string; deleted: number }) => isValidUntilActive(item, today);
  const choices: [SettingKey, ReturnType<typeof defaultChoices>][] = [
    [
      'purchaseTypeId',
      defaultChoices(types.data, (item) => isPurchaseTypeActive(item, today), stored.data.purchaseTypeId, none),
    ],
    ['categoryId', defaultChoices(categories.data, () => true, stored.data.categoryId, none)],
    ['vatCodeId', defaultChoices(vatCodes.data, vatLive, stored.data.vatCodeId, none)],
    [
      'reverseChargeVatCodeId',
      defaultChoices(
        vatCodes.data?.filter((code) => code.reverseCharge),
        vatLive,
        stored.data.reverseChargeVatCodeId,
        t('purchases.settings.firstReverseCharge'),
      ),
    ],
  ];
  return (
    <Stack gap="md" maw={900} data-testid="purchase-settings-page">
      <PageHeading title={t('purchases.settings.title')} intro={t('purchases.settings.intro')} />
      <SettingsCard
        canWrite={canWrite}
        onSave={() => {
          const body = form.validate();
          if (body) save.mutate(body);
        }}
        saving={save.isPending}
        saveTestId="purchase-settings-save"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {choices.map(([key, data]) => (
            <Select
              key={key}
              label={t(`purchases.settings.${key}`)}
              value={String(values[key])}
              onChange={(next) => set({ [key]: Number(next ?? 0) })}
              data={data}
              allowDeselect={false}
              searchable
              error={form.errors[key]}
              disabled={!canWrite}
              data-testid={`purchase-settings-${key}`}
            />
          ))}
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}
