import { MAX_BANK_FILE_BYTES, type TBankImportJob } from '@backoffice/domain';
import { Alert, Button, FileButton, Group, Modal, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../platform/layout/use-is-phone.ts';
import { keyedText } from '../../../platform/notice-text.ts';
import { CsvMappingForm } from './csv-mapping-form.tsx';
import { useBankImport } from './use-bank-import.ts';

const BANK_FILE_TYPES = '.xml,.csv,.txt,.tab,text/xml,application/xml,text/csv,text/plain';

function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      bg={over ? 'var(--mantine-color-blue-light)' : undefined}
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="bank-import-drop"
    >
      <Stack align="center" gap="xs">
        <IconFileUpload size={36} stroke={1.5} />
        <Text ta="center">{t('bankImport.dialog.drop')}</Text>
        <FileButton onChange={(file) => file && onFile(file)} accept={BANK_FILE_TYPES}>
          {(props) => (
            <Button {...props} variant="light" data-testid="bank-import-choose">
              {t('bankImport.dialog.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          {t('bankImport.dialog.formats', { maxMb: MAX_BANK_FILE_BYTES / (1024 * 1024) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function JobView({ job }: { job: TBankImportJob }) {
  const { t } = useTranslation();
  const finished = job.status === 'done' || job.status === 'failed';
  const result = job.result;
  return (
    <Stack gap="sm" data-testid="bank-import-job" data-status={job.status}>
      <Text fw={600}>{job.fileName}</Text>
      {!finished && (
        <>
          <Progress
            value={job.total ? (job.done / job.total) * 100 : 0}
            animated
            aria-label={t('bankImport.dialog.progress')}
          />
          <Text size="sm" data-testid="bank-import-stage">
            {t(`bankImport.stage.${job.stage}`, { done: job.done, total: job.total })}
          </Text>
        </>
      )}
      {job.status === 'failed' && (
        <Alert color="red" data-testid="bank-import-error">
          {keyedText(job.error, t) ?? t('bankImport.dialog.failed')}
        </Alert>
      )}
      {job.status === 'done' && result && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="bank-import-result">
          {(['statements', 'imported', 'duplicates', 'matched'] as const).map((key) => (
            <Paper key={key} withBorder radius="md" p="sm" data-testid={`bank-import-${key}`}>
              <Text size="xs" c="dimmed">
                {t(`bankImport.result.${key}`)}
              </Text>
              <Text fw={700} size="xl">
                {result[key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {result && result.unknownAccounts.length > 0 && (
        <Alert color="orange" title={t('bankImport.result.unknownAccounts')} data-testid="bank-import-unknown">
          {result.unknownAccounts.join(', ')}
        </Alert>
      )}
      {!finished && (
        <Text size="sm" c="dimmed">
          {t('bankImport.dialog.closeNote')}
        </Text>
      )}
    </Stack>
  );
}

/** Choose or drop a bank file, send it, map an unknown CSV's columns, then follow the import to its result. */
export function ImportBankFileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { state, job, finished, send, reset } = useBankImport();
  const refusal =
    state.step === 'choose' && state.error
      ? state.error === 'tooLarge'
        ? t('serverErrors.bankFile.tooLarge', { maxMb: MAX_BANK_FILE_BYTES / (1024 * 1024) })
        : (keyedText(state.error, t) ?? state.error.message)
      : undefined;

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={isPhone}
      size={state.step === 'mapping' ? 'xl' : 'lg'}
      title={<Text fw={600}>{t('bankImport.dialog.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="bank-import-dialog">
        {state.step === 'choose' && (
          <>
            {refusal && (
              <Alert color="red" data-testid="bank-import-refused">
                {refusal}
              </Alert>
            )}
            <DropZone onFile={(file) => void send(file)} />
          </>
        )}
        {state.step === 'sending' && (
          <Stack gap="xs">
            <Text fw={600}>{state.file.name}</Text>
            <Progress value={100} animated aria-label={t('bankImport.dialog.sending')} />
            <Text size="sm">{t('bankImport.dialog.sending')}</Text>
          </Stack>
        )}
        {state.step === 'mapping' && (
          <>
            <Alert color="yellow" title={t('serverErrors.bankFile.csvNotDetected')}>
              {state.file.name}
            </Alert>
            {state.error && (
              <Alert color="red" data-testid="bank-import-refused">
                {keyedText(state.error, t) ?? state.error.message}
              </Alert>
            )}
            <CsvMappingForm
              preview={state.preview}
              busy={false}
              onSubmit={(mapping) => void send(state.file, mapping)}
              onCancel={reset}
            />
          </>
        )}
        {job && <JobView job={job} />}
        {state.step !== 'mapping' && (
          <Group justify="flex-end">
            {finished && (
              <Button variant="default" onClick={reset} data-testid="bank-import-another">
                {t('bankImport.dialog.another')}
              </Button>
            )}
            <Button variant={finished ? 'filled' : 'default'} onClick={onClose} data-testid="bank-import-close">
              {t('common.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
