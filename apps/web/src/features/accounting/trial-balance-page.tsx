import { ACCOUNTING_CALLS, formatMoney } from '@backoffice/domain';
import { endOfMonth, todayIso } from '@backoffice/domain/dates';
import { Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../platform/call.ts';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { useIsPhone } from '../../platform/layout/use-is-phone.ts';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { LEDGER_READ } from './api.ts';
import { useReportPeriod } from './report-period.ts';
import {
  AccountName,
  AmountHeads,
  EmptyRow,
  PhoneTrialBalance,
  TotalCells,
  TotalLabel,
} from './trial-balance-rows.tsx';

/**
 * /Accounting2/TrialBalance: debit and credit per ledger account over a period (this year by default), totals equal.
 * On a phone each account takes a line of its own above its amounts, so the credit column stays on the screen.
 */
export function TrialBalancePage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const year = todayIso().slice(0, 4);
  const { range, valid, filter } = useReportPeriod(
    () => ({ startDate: `${year}-01-01`, endDate: endOfMonth(`${year}-12-01`) }),
    {
      labels: { from: t('accounting.bookings.startDate'), until: t('accounting.bookings.endDate') },
      testIds: { from: 'trial-start', until: 'trial-end' },
    },
  );
  const trial = useCall(ACCOUNTING_CALLS.trialBalance, range, { ...LEDGER_READ, enabled: valid });
  const money = (cents: number) => formatMoney(cents, locale);
  const cardPath = (accountId: number) => `/Accounting2/Bookings/${range.startDate}/${range.endDate}/${accountId}`;
  const isPhone = useIsPhone();
  const data = trial.data;
  return (
    <Stack gap="md" data-testid="trial-balance-page">
      <PageHeading title={t('accounting.trialBalance.title')} intro={t('accounting.trialBalance.intro')} />
      <FilterBar period={filter} />
      {!data ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="md" p={0}>
          {isPhone ? (
            <PhoneTrialBalance data={data} cardPath={cardPath} money={money} />
          ) : (
            <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
              <Table striped highlightOnHover fz="sm" data-testid="trial-balance">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('accounting.bookings.account')}</Table.Th>
                    <AmountHeads />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.length === 0 && <EmptyRow />}
                  {data.lines.map((line) => (
                    <Table.Tr key={line.accountId}>
                      <Table.Td>
                        <AccountName line={line} cardPath={cardPath} />
                      </Table.Td>
                      <Table.Td ta="right">{money(line.debit)}</Table.Td>
                      <Table.Td ta="right">{money(line.credit)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>
                      <TotalLabel data={data} />
                    </Table.Th>
                    <TotalCells data={data} money={money} />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}
