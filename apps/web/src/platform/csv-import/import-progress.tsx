import type { TImportJob } from '@backoffice/domain';
import { Alert, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { isRunning } from './import-job.ts';
import type { ImportText } from './import-texts.ts';

/** What the job is doing, with its counts. */
function stageText(text: ImportText, job: TImportJob): string {
  const counts = { done: job.done, total: job.total };
  if (job.status === 'queued')
    return job.error ? text('job.retrying', { error: job.error }) : text('job.queued', counts);
  if (job.stage === 'writing') return text('job.writing', counts);
  if (job.status === 'running') return text('job.preparing', counts);
  return text('job.rows', counts);
}

/** A warning of some rows: the geocoding one in the user's language, others as the server wrote them. */
const warningText = (text: ImportText, warning: TImportJob['warnings'][number]) =>
  warning.key === 'geo.unplaced'
    ? text('job.unableToGeocode', { count: warning.rows.length })
    : `${warning.message} (${warning.rows.length})`;

/** An import's progress bar with its counts, then how it ended; a finished one can be closed. */
export function ImportProgress({ job, text, onClose }: { job: TImportJob; text: ImportText; onClose: () => void }) {
  const running = isRunning(job);
  const failed = job.status === 'failed';
  const percent = job.status === 'done' ? 100 : job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-job" data-status={job.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>{running ? text('job.running') : failed ? text('job.failedTitle') : text('reportTitle')}</Text>
          {!running && <CloseButton aria-label={text('job.close')} onClick={onClose} data-testid="import-job-close" />}
        </Group>
        <Progress
          value={percent}
          size="lg"
          color={failed ? 'red' : job.status === 'done' ? 'teal' : 'blue'}
          striped={running}
          animated={running}
          aria-label={text('job.progress')}
          data-testid="import-progress"
        />
        <Text size="sm" c="dimmed" data-testid="import-progress-text">
          {stageText(text, job)}
        </Text>
        {job.status === 'done' && (
          <Text size="sm" data-testid="import-job-result">
            {text('done', { count: job.imported })}
          </Text>
        )}
        {job.warnings.map((warning) => (
          <Text key={warning.message} size="sm" c="orange" data-testid="import-job-warning">
            {warningText(text, warning)}
          </Text>
        ))}
        {failed && (
          <Alert color="red" variant="light" data-testid="import-job-failed">
            {text('job.failed', { error: job.error ?? '' })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
