import { ENTRY_CALLS, entryDifference, formatDate, formatMoney, type TStartBalance } from '@backoffice/domain';
import { Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../platform/call.ts';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { HundredthsField } from '../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { useLedgerAccounts } from './api.ts';

type Amounts = Record<number, { debit: number; credit: number }>;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * /Accounting2/StartBalance (accounting_admin): the start month (owner settings accounting.startBalanceYear/Month)
 * and the opening balance per balance account (kinds 1-2), saved as one balanced entry on the first day of the month.
 * The difference shows above the accounts while it does not balance, and saving waits until it does.
 */
export function StartBalancePage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const stored = useCall(ENTRY_CALLS.startBalance, {});
  const accounts = useLedgerAccounts();
  const [month, setMonth] = useState<{ year: number; month: number } | null>(null);
  const [amounts, setAmounts] = useState<Amounts>({});
  const [filter, setFilter] = useState('');
  useEffect(() => {
    if (!stored.data) return;
    setMonth({ year: stored.data.startBalanceYear, month: stored.data.startBalanceMonth });
    setAmounts(Object.fromEntries(stored.data.lines.map((l) => [l.accountId, { debit: l.debit, credit: l.credit }])));
  }, [stored.data]);
  const save = useCallMutation(ENTRY_CALLS.saveStartBalance, {
    refreshes: [ENTRY_CALLS.startBalance],
    onSuccess: () => notifySuccess(t('accounting.startBalance.saved')),
    onError: (error) => notifyError(error, { action: t('accounting.startBalance.saveFailed') }),
  });
  const balanceAccounts = useMemo(
    () => (accounts.data ?? []).filter((a) => a.kind <= 2 && (!a.hidden || amounts[a.id])),
    [accounts.data, amounts],
  );
  if (!month || !accounts.data) return <PageLoader />;
  const lines = Object.entries(amounts)
    .map(([id, a]) => ({ accountId: Number(id), ...a }))
    .filter((l) => l.debit !== 0 || l.credit !== 0);
  const difference = entryDifference(lines);
  const total = (side: 'debit' | 'credit') => lines.reduce((sum, l) => sum + l[side], 0);
  const set = (id: number, patch: Partial<{ debit: number; credit: number }>) =>
    setAmounts({ ...amounts, [id]: { debit: 0, credit: 0, ...amounts[id], ...patch } });
  const body: TStartBalance = { startBalanceYear: month.year, startBalanceMonth: month.month, lines };
  const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const shown = balanceAccounts.filter((a) =>
    `${a.number} ${a.description}`.toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <Stack gap="md" maw={900} data-testid="start-balance-page">
      <PageHeading title={t('accounting.startBalance.title')} intro={t('accounting.startBalance.intro')} />
      <FilterBar changed={filter ? 1 : 0}>
        <NumberInput
          label={t('accounting.startBalance.year')}
          value={month.year}
          onChange={(next) => setMonth({ ...month, year: Number(next) || month.year })}
          min={1900}
          max={2999}
          w={120}
          data-testid="start-balance-year"
        />
        <Select
          label={t('accounting.startBalance.month')}
          value={String(month.month)}
          onChange={(next) => setMonth({ ...month, month: Number(next ?? 1) })}
          data={MONTHS.map((m) => ({
            value: String(m),
            label: new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2000, m - 1, 1)),
          }))}
          allowDeselect={false}
          w={160}
          data-testid="start-balance-month"
        />
        <Text size="sm" c="dimmed" pb={8}>
          {t('accounting.startBalance.bookedOn', { date: formatDate(first) })}
        </Text>
        <TextInput
          ml="auto"
          label={t('accounting.startBalance.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
          data-testid="start-balance-filter"
        />
      </FilterBar>
      <Group justify="space-between">
        <Text fw={600} c={difference === 0 ? 'teal' : 'red'} data-testid="start-balance-difference">
          {difference === 0
            ? t('accounting.startBalance.balanced')
            : t('accounting.startBalance.difference', { amount: formatMoney(difference, locale) })}
        </Text>
        <Button
          onClick={() => save.mutate(body)}
          disabled={difference !== 0}
          loading={save.isPending}
          data-testid="start-balance-save"
        >
          {t('accounting.startBalance.save')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounting.startBalance.account')}</Table.Th>
                <Table.Th w={160}>{t('accounting.startBalance.debit')}</Table.Th>
                <Table.Th w={160}>{t('accounting.startBalance.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    {account.number} {account.description}
                  </Table.Td>
                  {(['debit', 'credit'] as const).map((side) => (
                    <Table.Td key={side}>
                      <HundredthsField
                        size="xs"
                        label=""
                        ariaLabel={`${account.number} ${t(`accounting.startBalance.${side}`)}`}
                        value={amounts[account.id]?.[side] ?? 0}
                        onChange={(value) => set(account.id, { [side]: value })}
                        prefix="€ "
                        testId={`start-balance-${side}-${account.number}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('accounting.startBalance.total')}</Table.Th>
                <Table.Th>{formatMoney(total('debit'), locale)}</Table.Th>
                <Table.Th>{formatMoney(total('credit'), locale)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
