import { ACCOUNTING_CALLS, formatMoney } from '@backoffice/domain';
import { endOfMonth, todayIso } from '@backoffice/domain/dates';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../platform/call.ts';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { LEDGER_READ } from './api.ts';
import { useReportPeriod } from './report-period.ts';

/** /Accounting2/TrialBalance: debit and credit per ledger account over a period (this year by default), totals equal. */
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
  const data = trial.data;
  return (
    <Stack gap="md" data-testid="trial-balance-page">
      <PageHeading title={t('accounting.trialBalance.title')} intro={t('accounting.trialBalance.intro')} />
      <FilterBar period={filter} />
      {!data ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table striped highlightOnHover fz="sm" data-testid="trial-balance">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounting.bookings.account')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.bookings.columns.debit')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.bookings.columns.credit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={3}>{t('accounting.trialBalance.empty')}</Table.Td>
                  </Table.Tr>
                )}
                {data.lines.map((line) => (
                  <Table.Tr key={line.accountId}>
                    <Table.Td>
                      <Link to={`/Accounting2/Bookings/${range.startDate}/${range.endDate}/${line.accountId}`}>
                        {line.number}
                      </Link>{' '}
                      {line.description}
                    </Table.Td>
                    <Table.Td ta="right">{money(line.debit)}</Table.Td>
                    <Table.Td ta="right">{money(line.credit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>
                    <Group gap="xs">
                      <Text fw={700}>{t('accounting.trialBalance.total')}</Text>
                      <Badge
                        variant="light"
                        color={data.totalDebit === data.totalCredit ? 'green' : 'red'}
                        data-testid="trial-balanced"
                      >
                        {t(
                          data.totalDebit === data.totalCredit
                            ? 'accounting.trialBalance.balanced'
                            : 'accounting.trialBalance.unbalanced',
                        )}
                      </Badge>
                    </Group>
                  </Table.Th>
                  <Table.Th ta="right" data-testid="trial-total-debit">
                    {money(data.totalDebit)}
                  </Table.Th>
                  <Table.Th ta="right" data-testid="trial-total-credit">
                    {money(data.totalCredit)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
