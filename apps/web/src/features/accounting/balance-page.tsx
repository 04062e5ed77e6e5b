import { ACCOUNTING_REPORT_CALLS, type FinancialScale, formatDate } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Badge, Group, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, useCall } from '../../platform/call.ts';
import { DateField } from '../../platform/forms/date-field.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { AmountCells, FileButton, reportTitles, ScaleSelect, SectionRows } from './report-parts.tsx';

/**
 * /Accounting2/Balance: assets against liabilities and equity on a date (today by default) and a year before, per
 * class and account, in a scale unit; the year's result is its own line under equity. PDF with the balance template.
 */
export function BalancePage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [date, setDate] = useState(todayIso());
  const [scale, setScale] = useState<FinancialScale>(1);
  const balance = useCall(ACCOUNTING_REPORT_CALLS.balance, { date, scale }, { keepPrevious: true });
  const data = balance.data;
  const cardPath = (accountId: number) => `/Accounting2/Bookings/-/${date}/${accountId}`;
  const head = data && (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('accountingReports.account')}</Table.Th>
        <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(data.date)}
        </Table.Th>
        <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(data.previousDate)}
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
  return (
    <Stack gap="md" data-testid="balance-page">
      <PageHeading title={t('accountingReports.balance.title')} intro={t('accountingReports.balance.intro')} />
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateField
            size="sm"
            w={160}
            label={t('accountingReports.balance.date')}
            value={date}
            onChange={(next) => next && setDate(next)}
            required
            testId="balance-date"
          />
          <ScaleSelect value={scale} onChange={setScale} />
          <FileButton
            label={t('accountingReports.pdf')}
            failed={t('accountingReports.pdfFailed')}
            testId="balance-pdf"
            fetch={() =>
              download(ACCOUNTING_REPORT_CALLS.balance, { date, scale, pdf: 1, locale, titles: reportTitles(t, scale) })
            }
          />
          {data && (
            <Badge variant="light" color={data.balanced ? 'green' : 'red'} data-testid="balance-balanced">
              {t(data.balanced ? 'accountingReports.balance.balanced' : 'accountingReports.balance.unbalanced')}
            </Badge>
          )}
        </Group>
      </Paper>
      {!data ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Paper withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={360}>
              <Table fz="sm" data-testid="balance-assets">
                {head}
                <Table.Tbody>
                  <SectionRows
                    section={data.assets}
                    title={t('accountingReports.balance.assets')}
                    scale={scale}
                    locale={locale}
                    cardPath={cardPath}
                  />
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Paper withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={360}>
              <Table fz="sm" data-testid="balance-liabilities">
                {head}
                <Table.Tbody>
                  <SectionRows
                    section={data.liabilities}
                    title={t('accountingReports.balance.liabilities')}
                    scale={scale}
                    locale={locale}
                    cardPath={cardPath}
                    noTotal
                  />
                  <Table.Tr data-testid="balance-result">
                    <Table.Td fw={600}>{t('accountingReports.balance.result')}</Table.Td>
                    <AmountCells amounts={data.result} scale={scale} locale={locale} />
                  </Table.Tr>
                  {(data.earlierResults.current !== 0 || data.earlierResults.previous !== 0) && (
                    <Table.Tr>
                      <Table.Td fw={600}>{t('accountingReports.balance.earlierResults')}</Table.Td>
                      <AmountCells amounts={data.earlierResults} scale={scale} locale={locale} />
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Td fw={700}>{t('accountingReports.balance.liabilities')}</Table.Td>
                    <AmountCells amounts={data.liabilitiesAndEquity} scale={scale} locale={locale} bold />
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}
