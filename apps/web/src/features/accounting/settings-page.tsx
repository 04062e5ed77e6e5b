import {
  ACCOUNTING_CALLS,
  OWNER_LIST_CALLS,
  type TAccountingSettings,
  type TAccountingSetup,
  type TLedgerLink,
} from '@backoffice/domain';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../platform/call.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { accountOptions, useLedgerAccounts } from './api.ts';

type AccountSetting = Exclude<keyof TAccountingSettings, 'reverseChargePercentage'>;
const ACCOUNT_SETTINGS: readonly AccountSetting[] = [
  'debtorsAccountId',
  'creditorsAccountId',
  'vatToClaimAccountId',
  'reverseChargeVatAccountId',
  'roundingAccountId',
  'unclassifiedRevenueAccountId',
  'unclassifiedExpenditureAccountId',
  'suspenseAccountId',
  'cashAccountId',
];
type LinkList = 'vatCodes' | 'workTypes' | 'purchaseTypes' | 'bankAccounts';
const LINK_LISTS: readonly LinkList[] = ['vatCodes', 'workTypes', 'purchaseTypes', 'bankAccounts'];

/**
 * /Accounting2/AccountingSettings (accounting_admin): the ledger accounts the system books on, and the ledger account
 * of every VAT code, work type, purchase type and bank account, saved together.
 */
export function AccountingSettingsPage() {
  const { t } = useTranslation();
  const stored = useCall(ACCOUNTING_CALLS.accountingSettings, {});
  const accounts = useLedgerAccounts();
  const names = {
    vatCodes: useCall(OWNER_LIST_CALLS.vatCodes.all),
    workTypes: useCall(OWNER_LIST_CALLS.workTypes.all),
    purchaseTypes: useCall(OWNER_LIST_CALLS.purchaseTypes.all),
    bankAccounts: useCall(OWNER_LIST_CALLS.bankAccounts.all),
  };
  const [values, setValues] = useState<TAccountingSetup | null>(null);
  useEffect(() => {
    if (stored.data) setValues(stored.data);
  }, [stored.data]);
  const save = useCallMutation(ACCOUNTING_CALLS.saveAccountingSettings, {
    refreshes: [ACCOUNTING_CALLS.accountingSettings],
    onSuccess: () => notifySuccess(t('accounting.settings.saved')),
    onError: (error) => notifyError(error, { action: t('accounting.settings.saveFailed') }),
  });
  if (!values) return <PageLoader />;
  const none = t('accounting.none');
  const setSetting = (patch: Partial<TAccountingSettings>) =>
    setValues({ ...values, settings: { ...values.settings, ...patch } });
  const setLink = (list: LinkList, id: number, ledgerAccountId: number) =>
    setValues({
      ...values,
      [list]: values[list].map((link: TLedgerLink) => (link.id === id ? { id, ledgerAccountId } : link)),
    });
  const nameOf = (list: LinkList, id: number) => names[list].data?.find((item) => item.id === id)?.name ?? String(id);
  return (
    <Stack gap="md" maw={1000} data-testid="accounting-settings-page">
      <PageHeading title={t('accounting.settings.title')} intro={t('accounting.settings.intro')} />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {ACCOUNT_SETTINGS.map((key) => (
            <Select
              key={key}
              label={t(`accounting.settings.fields.${key}`)}
              value={String(values.settings[key])}
              onChange={(next) => setSetting({ [key]: Number(next ?? 0) })}
              data={accountOptions(accounts.data, none, values.settings[key])}
              allowDeselect={false}
              searchable
              data-testid={`accounting-setting-${key}`}
            />
          ))}
          <NumberInput
            label={t('accounting.settings.fields.reverseChargePercentage')}
            value={values.settings.reverseChargePercentage / 100}
            onChange={(next) => setSetting({ reverseChargePercentage: Math.round(Number(next || 0) * 100) })}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            data-testid="accounting-setting-reverseChargePercentage"
          />
        </SimpleGrid>
      </Paper>
      {LINK_LISTS.map((list) => (
        <Paper key={list} withBorder radius="md" p="md">
          <Title order={4} mb="sm">
            {t(`accounting.settings.lists.${list}`)}
          </Title>
          {values[list].length === 0 && <div>{t('accounting.settings.empty')}</div>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {values[list].map((link) => (
              <Select
                key={link.id}
                label={nameOf(list, link.id)}
                value={String(link.ledgerAccountId)}
                onChange={(next) => setLink(list, link.id, Number(next ?? 0))}
                data={accountOptions(accounts.data, none, link.ledgerAccountId)}
                allowDeselect={false}
                searchable
                data-testid={`accounting-link-${list}-${link.id}`}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
      <Group justify="flex-end">
        <Button onClick={() => save.mutate(values)} loading={save.isPending} data-testid="accounting-settings-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
