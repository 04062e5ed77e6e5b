import { ACCOUNTING_EXCHANGE_CALLS, AUDIT_WORKBOOK_TEXTS, auditPeriodAllowed } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeXml } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../platform/call.ts';
import { DateRangeFields } from '../../../platform/forms/date-range-fields.tsx';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyError } from '../../../platform/notices.ts';

/** The last full calendar year: what an accountant asks for. */
function lastYear() {
  const year = Number(todayIso().slice(0, 4)) - 1;
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** /Accounting2/Export: the audit file (XAF 3.2) of a period, or the same data as Excel. */
export function AccountingExportPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(lastYear);
  // The Excel file's sheet names and column titles in the user's language (the XAF file's are the schema's own).
  const excelTitles = () =>
    Object.fromEntries(Object.keys(AUDIT_WORKBOOK_TEXTS).map((key) => [key, t(`accountingExchange.excel.${key}`)]));
  const filled = period.startDate !== '' && period.endDate !== '';
  const valid = filled && auditPeriodAllowed(period.startDate, period.endDate);
  const exportFile = useMutation({
    mutationFn: (kind: 'xaf' | 'xlsx') =>
      kind === 'xaf'
        ? download(ACCOUNTING_EXCHANGE_CALLS.exportAuditfile, period)
        : download(ACCOUNTING_EXCHANGE_CALLS.exportAuditfileExcel, { ...period, titles: excelTitles() }),
    onError: (error) => notifyError(error, { action: t('accountingExchange.export.failed') }),
  });
  const busy = exportFile.isPending ? exportFile.variables : undefined;
  return (
    <Stack gap="md" maw={900} data-testid="accounting-export-page">
      <PageHeading title={t('accountingExchange.export.title')} intro={t('accountingExchange.export.intro')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <DateRangeFields
              range={period}
              onChange={(patch) => setPeriod((current) => ({ ...current, ...patch }))}
              labels={{ from: t('accounting.bookings.startDate'), until: t('accounting.bookings.endDate') }}
              testIds={{ from: 'export-start', until: 'export-end' }}
              untilError={!filled || valid ? undefined : t('accountingExchange.export.invalidPeriod')}
              required
              size="sm"
              w={170}
            />
          </Group>
          <Group gap="sm">
            <Button
              leftSection={<IconFileTypeXml size={16} />}
              disabled={!valid || busy === 'xlsx'}
              loading={busy === 'xaf'}
              onClick={() => exportFile.mutate('xaf')}
              data-testid="export-xaf"
            >
              {t('accountingExchange.export.xaf')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              disabled={!valid || busy === 'xaf'}
              loading={busy === 'xlsx'}
              onClick={() => exportFile.mutate('xlsx')}
              data-testid="export-excel"
            >
              {t('accountingExchange.export.excel')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('accountingExchange.export.contents')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
