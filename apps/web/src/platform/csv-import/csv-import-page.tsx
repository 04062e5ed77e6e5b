import type { ImportKind, TImportJob } from '@backoffice/domain';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { PageHeading } from '../layout/page-heading.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../notices.ts';
import { ColumnMappingTable } from './column-mapping.tsx';
import {
  type ColumnMapping,
  type ColumnSpec,
  type KeptColumns,
  keptMapping,
  missingRequired,
  recognizeColumns,
} from './columns.ts';
import { type CsvTable, readCsv } from './csv.ts';
import { isRunning, useImportJob } from './import-job.ts';
import { errorText, ImportPreview } from './import-preview.tsx';
import { ImportProgress } from './import-progress.tsx';
import { useImportText } from './import-texts.ts';
import { applyServerIssues, type ImportRow } from './row-check.ts';

/** What an import written in the call itself answers (no job): how many records it wrote. */
interface ImportWritten {
  imported: number;
}

export interface CsvImportProps<F extends string, P> {
  /** The import's locale section: title, intro, fields.<field>, its own errors, submit, done. */
  ns: string;
  /**
   * The import job's kind (lastImportJob): the page shows the user's running or just finished import of it. None for
   * an import written in the call (ImportLedger).
   */
  kind?: ImportKind;
  testId: string;
  spec: ColumnSpec<F>;
  /** The lists rows are checked against are still loading: the preview waits for them. */
  loading?: boolean;
  buildRows: (rows: readonly string[][], mapping: ColumnMapping<F>) => ImportRow<F, P>[];
  /** Maps a server issue path (after the row index) to the CSV field. */
  fieldOf: (path: readonly PropertyKey[]) => F | 'row';
  /** The mapping the owner kept from an earlier file (ledgerCSV), tried before the headers are recognised. */
  kept?: KeptColumns<F>;
  /** The one all-or-nothing insert call, with the mapping used; it answers the queued import job or what it wrote. */
  insert: (
    payloads: P[],
    columns: { headers: string[]; mapping: ColumnMapping<F> },
  ) => Promise<TImportJob | ImportWritten>;
  /** Reloads the lists that show the imported records. */
  afterImport: () => Promise<unknown>;
}

interface Report<F extends string, P> {
  /** undefined: written in the call, finished at once. */
  jobId?: number;
  skipped: ImportRow<F, P>[];
}

interface Refusal<F extends string, P> {
  sent: ImportRow<F, P>[];
  issues: { path: string; message: string }[];
}

/**
 * CSV → column mapping → preview with per-row errors → one insert → the import job's progress → report; every import
 * page is this flow. The job runs on the server: the page may be left and shows it again on return.
 */
export function CsvImportPage<F extends string, P>(props: CsvImportProps<F, P>) {
  const { spec, buildRows, fieldOf } = props;
  const text = useImportText(props.ns);
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<CsvTable>();
  const [mapping, setMapping] = useState<ColumnMapping<F>>([]);
  const [showMapping, setShowMapping] = useState(false);
  const [report, setReport] = useState<Report<F, P>>();
  const [refusal, setRefusal] = useState<Refusal<F, P>>();

  const checked = useMemo(() => {
    if (!table || props.loading || missingRequired(spec, mapping).length > 0) return undefined;
    return buildRows(table.rows, mapping);
  }, [table, mapping, spec, buildRows, props.loading]);
  // The server's reasons stay on their rows until the file or the mapping changes. Kept between renders: the preview
  // sorts whenever it gets a new list.
  const rows = useMemo(
    () => (checked && refusal ? applyServerIssues(checked, refusal.sent, refusal.issues, fieldOf) : checked),
    [checked, refusal, fieldOf],
  );
  const [valid, invalid] = useMemo(() => {
    const list = rows ?? [];
    return [list.filter((row) => row.payload !== undefined), list.filter((row) => row.payload === undefined)];
  }, [rows]);

  const changeMapping = (next: ColumnMapping<F>) => {
    setMapping(next);
    setRefusal(undefined);
  };

  const choose = async (next: File | null) => {
    setFile(next);
    setReport(undefined);
    setTable(undefined);
    setRefusal(undefined);
    if (!next) return;
    const parsed = readCsv(await next.text());
    if (!parsed) return notifyFailure(text('unreadableFile'));
    if (parsed.headers.length === 0) return notifyError(new Error('empty'), { action: text('emptyFile') });
    const kept = props.kept && keptMapping(spec, parsed.headers, props.kept);
    const recognized = kept
      ? { mapping: kept, recognized: missingRequired(spec, kept).length === 0 }
      : recognizeColumns(spec, parsed.headers);
    setTable(parsed);
    setMapping(recognized.mapping);
    setShowMapping(!recognized.recognized);
  };

  const importJob = useImportJob(props.kind, (job) => {
    if (job.status === 'failed') return notifyError(new Error(job.error ?? ''), { action: text('failed') });
    notifySuccess(text('done', { count: job.imported }));
    void props.afterImport();
  });
  const busy = isRunning(importJob.job);

  const insert = useMutation({
    mutationFn: (list: ImportRow<F, P>[]) =>
      props.insert(
        list.flatMap((row) => (row.payload ? [row.payload] : [])),
        { headers: table?.headers ?? [], mapping },
      ),
    onSuccess: (answer) => {
      if ('status' in answer) importJob.start(answer);
      else {
        notifySuccess(text('done', { count: answer.imported }));
        void props.afterImport();
      }
      setReport({ jobId: 'status' in answer ? answer.id : undefined, skipped: invalid });
      setTable(undefined);
      setFile(null);
    },
    // All or nothing on the server: nothing was imported; the rows it refused show why, the rest can go again.
    onError: (error, list) => {
      if (error instanceof ApiError && error.issues.length > 0) setRefusal({ sent: list, issues: error.issues });
      notifyError(error, { action: text('failed') });
    },
  });
  const finished =
    report?.jobId === undefined || (importJob.job?.status === 'done' && importJob.job.id === report.jobId)
      ? report
      : undefined;

  return (
    <Stack gap="md" maw={1100} data-testid={props.testId}>
      <PageHeading title={text('title')} intro={text('intro')} />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <FileInput
            label={text('file')}
            placeholder={text('choose')}
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
              {text('changeMapping')}
            </Button>
          )}
        </Group>
        {table && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="import-file-info">
            {text('fileInfo', { count: table.rows.length, delimiter: table.delimiter, columns: table.headers.length })}
          </Text>
        )}
      </Paper>
      {table && showMapping && (
        <ColumnMappingTable
          spec={spec}
          text={text}
          headers={table.headers}
          firstRow={table.rows[0]}
          mapping={mapping}
          onChange={changeMapping}
        />
      )}
      {rows && (
        <>
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm" data-testid="import-count-valid">
                {text('validRows', { count: valid.length })}
              </Text>
              <Text size="sm" c={invalid.length ? 'red' : 'dimmed'} data-testid="import-count-invalid">
                {text('invalidRows', { count: invalid.length })}
              </Text>
            </Group>
            <Button
              leftSection={<IconCheck size={16} />}
              disabled={valid.length === 0 || busy}
              loading={insert.isPending}
              onClick={() => insert.mutate(valid)}
              data-testid="import-submit"
            >
              {text('submit', { count: valid.length })}
            </Button>
          </Group>
          <ImportPreview tableId={`${props.testId}-preview`} text={text} rows={rows} />
        </>
      )}
      {importJob.job && <ImportProgress job={importJob.job} text={text} onClose={importJob.dismiss} />}
      {finished && finished.skipped.length > 0 && (
        <Alert color="orange" variant="light" data-testid="import-report">
          <Text size="sm" fw={500}>
            {text('skipped', { count: finished.skipped.length })}
          </Text>
          <List size="sm" data-testid="import-report-skipped">
            {finished.skipped.map((row) => (
              <List.Item key={row.line}>
                {text('skippedRow', {
                  line: row.line,
                  name: row.name || '-',
                  reasons: row.errors.map((error) => errorText(text, error)).join('; '),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
