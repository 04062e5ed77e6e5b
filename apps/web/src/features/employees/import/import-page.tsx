import { todayIso } from '@backoffice/domain/dates';
import { Alert, Button, FileInput, Group, List, Paper, Text } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../platform/api-client.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { CALLS, useEmployees, useEmployers, useRefreshPeople } from '../edit-tabs/people-api.ts';
import { SubPage } from '../sub/sub-page.tsx';
import { ColumnMappingTable } from './column-mapping.tsx';
import { type ColumnMapping, missingRequired, recognizeColumns } from './columns.ts';
import { type CsvTable, parseCsv } from './csv.ts';
import { ImportPreview, useErrorText } from './import-preview.tsx';
import { buildImportRows, type ImportRow } from './import-rows.ts';

interface Report {
  imported: number;
  skipped: ImportRow[];
}

/** CSV → column mapping → preview with per-row errors → one insertEmployees call → report (spec: ImportEmployees). */
export function ImportEmployeesPage() {
  const { t } = useTranslation();
  const employers = useEmployers();
  const employees = useEmployees();
  const refresh = useRefreshPeople();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<CsvTable>();
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [showMapping, setShowMapping] = useState(false);
  const [report, setReport] = useState<Report>();

  const rows = useMemo(() => {
    if (!table || missingRequired(mapping).length > 0) return undefined;
    const existingBsns = new Set((employees.data ?? []).map((e) => e.bsn).filter(Boolean));
    return buildImportRows(table.rows, mapping, { employers: employers.data ?? [], existingBsns, today: todayIso() });
  }, [table, mapping, employers.data, employees.data]);
  const valid = rows?.filter((row) => row.employee) ?? [];
  const invalid = rows?.filter((row) => !row.employee) ?? [];

  const choose = async (next: File | null) => {
    setFile(next);
    setReport(undefined);
    setTable(undefined);
    if (!next) return;
    const parsed = parseCsv(await next.text());
    if (parsed.headers.length === 0) return notifyError(new Error('empty'), { action: t('employeeImport.emptyFile') });
    const recognized = recognizeColumns(parsed.headers);
    setTable(parsed);
    setMapping(recognized.mapping);
    setShowMapping(!recognized.recognized);
  };

  const insert = useMutation({
    mutationFn: (list: ImportRow[]) =>
      api.post(
        CALLS.insertEmployees,
        list.map((row) => row.employee),
      ),
    onSuccess: async (_answer, list) => {
      setReport({ imported: list.length, skipped: invalid });
      notifySuccess(t('employeeImport.done', { count: list.length }));
      setTable(undefined);
      setFile(null);
      await refresh(CALLS.allEmployees);
    },
    // All or nothing on the server: nothing was imported, the preview stays for another try.
    onError: (error) => notifyError(error, { action: t('employeeImport.failed') }),
  });

  return (
    <SubPage title={t('employeeImport.title')} intro={t('employeeImport.intro')} testId="import-employees-page">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <FileInput
            label={t('employeeImport.file')}
            placeholder={t('employeeImport.choose')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(next) => void choose(next)}
            leftSection={<IconFileSpreadsheet size={16} />}
            clearable
            w={360}
            data-testid="import-file"
          />
          {table && !showMapping && (
            <Button variant="subtle" onClick={() => setShowMapping(true)} data-testid="import-show-mapping">
              {t('employeeImport.changeMapping')}
            </Button>
          )}
        </Group>
        {table && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="import-file-info">
            {t('employeeImport.fileInfo', {
              count: table.rows.length,
              delimiter: table.delimiter,
              columns: table.headers.length,
            })}
          </Text>
        )}
      </Paper>
      {table && showMapping && (
        <ColumnMappingTable headers={table.headers} firstRow={table.rows[0]} mapping={mapping} onChange={setMapping} />
      )}
      {rows && (
        <>
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm" data-testid="import-count-valid">
                {t('employeeImport.validRows', { count: valid.length })}
              </Text>
              <Text size="sm" c={invalid.length ? 'red' : 'dimmed'} data-testid="import-count-invalid">
                {t('employeeImport.invalidRows', { count: invalid.length })}
              </Text>
            </Group>
            <Button
              leftSection={<IconCheck size={16} />}
              disabled={valid.length === 0}
              loading={insert.isPending}
              onClick={() => insert.mutate(valid)}
              data-testid="import-submit"
            >
              {t('employeeImport.submit', { count: valid.length })}
            </Button>
          </Group>
          <ImportPreview rows={rows} />
        </>
      )}
      {report && (
        <Alert color="teal" variant="light" title={t('employeeImport.reportTitle')} data-testid="import-report">
          <Text size="sm" data-testid="import-report-imported">
            {t('employeeImport.done', { count: report.imported })}
          </Text>
          {report.skipped.length > 0 && (
            <>
              <Text size="sm" mt="xs" fw={500}>
                {t('employeeImport.skipped', { count: report.skipped.length })}
              </Text>
              <List size="sm" data-testid="import-report-skipped">
                {report.skipped.map((row) => (
                  <List.Item key={row.line}>
                    {t('employeeImport.skippedRow', {
                      line: row.line,
                      name: row.name || '-',
                      reasons: row.errors.map(errorText).join('; '),
                    })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
    </SubPage>
  );
}
