import type { ACCOUNTING_CALLS, CallAnswer } from '@backoffice/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The trial balance's rows: the desktop's three columns share them with the phone's layout, where an account's name
// has a line of its own above its two amounts.

type TrialBalance = CallAnswer<typeof ACCOUNTING_CALLS.trialBalance>;
type Line = TrialBalance['lines'][number];
type Money = (cents: number) => string;

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The account's number, linked to its card (the bookings of the period), and its description. */
export function AccountName({ line, cardPath }: { line: Line; cardPath: (accountId: number) => string }) {
  return (
    <>
      <Link to={cardPath(line.accountId)}>{line.number}</Link> {line.description}
    </>
  );
}

export function EmptyRow() {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={3}>{t('accounting.trialBalance.empty')}</Table.Td>
    </Table.Tr>
  );
}

/** The headers of the debit and credit columns. */
export function AmountHeads() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th ta="right">{t('accounting.bookings.columns.debit')}</Table.Th>
      <Table.Th ta="right">{t('accounting.bookings.columns.credit')}</Table.Th>
    </>
  );
}

/** "Total" and whether debit and credit are equal. */
export function TotalLabel({ data }: { data: TrialBalance }) {
  const { t } = useTranslation();
  const balanced = data.totalDebit === data.totalCredit;
  return (
    <Group gap="xs">
      <Text fw={700}>{t('accounting.trialBalance.total')}</Text>
      <Badge variant="light" color={balanced ? 'green' : 'red'} data-testid="trial-balanced">
        {t(balanced ? 'accounting.trialBalance.balanced' : 'accounting.trialBalance.unbalanced')}
      </Badge>
    </Group>
  );
}

export function TotalCells({ data, money }: { data: TrialBalance; money: Money }) {
  return (
    <>
      <Table.Th ta="right" style={NOWRAP} data-testid="trial-total-debit">
        {money(data.totalDebit)}
      </Table.Th>
      <Table.Th ta="right" style={NOWRAP} data-testid="trial-total-credit">
        {money(data.totalCredit)}
      </Table.Th>
    </>
  );
}

/** A phone's trial balance: two columns, debit and credit, under each account's line; nothing scrolls sideways. */
export function PhoneTrialBalance({
  data,
  cardPath,
  money,
}: {
  data: TrialBalance;
  cardPath: (accountId: number) => string;
  money: Money;
}) {
  const { t } = useTranslation();
  // The account's line and its amounts read as one row: no border between them.
  const joined = { borderBottom: 0 } as const;
  return (
    <Table fz="sm" horizontalSpacing="xs" layout="fixed" data-testid="trial-balance">
      <Table.Thead>
        <Table.Tr>
          <Table.Th colSpan={2}>{t('accounting.bookings.account')}</Table.Th>
        </Table.Tr>
        <Table.Tr>
          <AmountHeads />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.lines.length === 0 && <EmptyRow />}
        {data.lines.flatMap((line) => [
          <Table.Tr key={`${line.accountId}-name`} style={joined}>
            <Table.Td colSpan={2} pb={0}>
              <AccountName line={line} cardPath={cardPath} />
            </Table.Td>
          </Table.Tr>,
          <Table.Tr key={`${line.accountId}-amounts`}>
            <Table.Td ta="right" pt={2} style={NOWRAP}>
              {money(line.debit)}
            </Table.Td>
            <Table.Td ta="right" pt={2} style={NOWRAP}>
              {money(line.credit)}
            </Table.Td>
          </Table.Tr>,
        ])}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={joined}>
          <Table.Th colSpan={2}>
            <TotalLabel data={data} />
          </Table.Th>
        </Table.Tr>
        <Table.Tr>
          <TotalCells data={data} money={money} />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
