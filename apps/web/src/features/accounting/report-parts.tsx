import {
  FINANCIAL_SCALES,
  type FinancialScale,
  formatScaled,
  LEDGER_AGING_BUCKETS,
  type Locale,
  type TReportAmounts,
  type TReportSection,
} from '@backoffice/domain';
import { Button, Paper, Select, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../platform/notices.ts';

// The parts the Balance, ProfitLoss and open-items pages share: the scale unit choice, the PDF button, a report's
// section as table rows, and the report texts the server's PDFs are written with (in the user's language).

export function ScaleSelect({ value, onChange }: { value: FinancialScale; onChange: (scale: FinancialScale) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      size="sm"
      w={{ base: '100%', xs: 220 }}
      label={t('accountingReports.scale')}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? 1) as FinancialScale)}
      data={FINANCIAL_SCALES.map((scale) => ({ value: String(scale), label: t(`accountingReports.scales.${scale}`) }))}
      allowDeselect={false}
      data-testid="report-scale"
    />
  );
}

/** A button that fetches a file (PDF, Excel) and reports a failure as a notice. */
export function FileButton({
  label,
  failed,
  fetch,
  testId,
}: {
  label: string;
  failed: string;
  fetch: () => Promise<void>;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await fetch();
    } catch (error) {
      notifyError(error, { action: failed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="default" loading={busy} onClick={() => void run()} data-testid={testId}>
      {label}
    </Button>
  );
}

/** The texts of the reports' PDFs, by the server's keys. */
export function reportTitles(t: TFunction, scale: FinancialScale): Record<string, string> {
  const r = (key: string, params?: Record<string, string>) => t(`accountingReports.${key}`, params);
  return {
    balance: r('balance.title'),
    profitLoss: r('profitLoss.title'),
    trialBalance: t('accounting.trialBalance.title'),
    receivable: r('openItems.receivable'),
    payable: r('openItems.payable'),
    assets: r('balance.assets'),
    liabilities: r('balance.liabilities'),
    income: r('profitLoss.income'),
    expenses: r('profitLoss.expenses'),
    result: r('balance.result'),
    earlierResults: r('balance.earlierResults'),
    netResult: r('profitLoss.result'),
    total: r('total'),
    account: r('account'),
    noClass: r('noClass'),
    debit: t('accounting.bookings.columns.debit'),
    credit: t('accounting.bookings.columns.credit'),
    party: r('openItems.customer'),
    document: r('openItems.document'),
    date: r('openItems.bookDate'),
    days: r('openItems.days'),
    ...Object.fromEntries(LEDGER_AGING_BUCKETS.map((bucket) => [bucket, r(`aging.${bucket}`)])),
    scale: scale === 1 ? '' : r('scaleNote', { unit: r(`scales.${scale}`).toLowerCase() }),
    period: r('period', { from: '{{from}}', until: '{{until}}' }),
    onDate: r('onDate', { date: '{{date}}' }),
  };
}

/** How a report's rows show their amounts and link their accounts; set once by its ReportTable. */
interface ReportFormat {
  scale: FinancialScale;
  locale: Locale;
  /** The account card of an account: the bookings page of the report's period filtered on it. */
  cardPath: (accountId: number) => string;
}

const ReportFormatContext = createContext<ReportFormat>({ scale: 1, locale: 'en', cardPath: () => '/' });

function AmountCells({ amounts, bold }: { amounts: TReportAmounts; bold?: boolean }) {
  const { scale, locale } = useContext(ReportFormatContext);
  return (
    <>
      <Table.Td ta="right" fw={bold ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatScaled(amounts.current, scale, locale)}
      </Table.Td>
      <Table.Td ta="right" fw={bold ? 700 : undefined} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatScaled(amounts.previous, scale, locale)}
      </Table.Td>
    </>
  );
}

/** A section's classes, each with its accounts (linked to their card) and subtotal, then the section's total. */
export function SectionRows({
  section,
  title,
  noTotal,
}: {
  section: TReportSection;
  title: string;
  /** Leaves out the section's total row (the balance's right side closes with its own). */
  noTotal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {section.classes.map((group) => (
        <ClassRows key={group.classId} group={group} noClass={t('accountingReports.noClass')} />
      ))}
      {!noTotal && (
        <Table.Tr>
          <Table.Td fw={700}>{title}</Table.Td>
          <AmountCells amounts={section} bold />
        </Table.Tr>
      )}
    </>
  );
}

function ClassRows({ group, noClass }: { group: TReportSection['classes'][number]; noClass: string }) {
  const { t } = useTranslation();
  const { cardPath } = useContext(ReportFormatContext);
  return (
    <>
      <Table.Tr>
        <Table.Td colSpan={3}>
          <Text fw={600} size="sm">
            {group.name || noClass}
          </Text>
        </Table.Td>
      </Table.Tr>
      {group.accounts.map((line) => (
        <Table.Tr key={line.accountId}>
          <Table.Td pl="lg">
            <Link
              to={cardPath(line.accountId)}
              aria-label={t('accountingReports.accountCard', { account: line.number })}
            >
              {line.number}
            </Link>{' '}
            {line.description}
          </Table.Td>
          <AmountCells amounts={line} />
        </Table.Tr>
      ))}
      <Table.Tr>
        <Table.Td />
        <AmountCells amounts={group} bold />
      </Table.Tr>
    </>
  );
}

/**
 * A report's table: the account column and the two periods' columns, scrolling sideways on a narrow screen; its rows
 * show their amounts in `format`.
 */
export function ReportTable({
  testId,
  headers,
  minWidth,
  format,
  children,
}: {
  testId: string;
  headers: readonly [string, string, string];
  minWidth: number;
  format: ReportFormat;
  children: ReactNode;
}) {
  const [account, current, previous] = headers;
  return (
    <ReportFormatContext value={format}>
      <Paper withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table fz="sm" horizontalSpacing="xs" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{account}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {current}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {previous}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </ReportFormatContext>
  );
}

/** A line of its own under a section (the year's result, a total). */
export function AmountRow({
  label,
  amounts,
  bold,
  testId,
}: {
  label: string;
  amounts: TReportAmounts;
  bold?: boolean;
  testId?: string;
}) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Td fw={bold ? 700 : 600}>{label}</Table.Td>
      <AmountCells amounts={amounts} bold={bold} />
    </Table.Tr>
  );
}
