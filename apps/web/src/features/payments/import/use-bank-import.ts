import {
  BANK_IMPORT_CALLS,
  BANK_IMPORT_POLL_MS,
  isBankImportFinished,
  MAX_BANK_FILE_BYTES,
  type TBankCsvMapping,
  type TBankImportJob,
} from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api-client.ts';
import { call, refresh, useCall } from '../../../platform/call.ts';
import { readAsBase64 } from '../../employees/index.ts';
import { PAYMENT_REFRESHES } from '../matching/payment-api.ts';

/** Where the import dialog stands: choosing, sending, mapping an unknown CSV, or following the job. */
export type ImportStep =
  | { step: 'choose'; error?: ApiError | 'tooLarge' }
  | { step: 'sending'; file: File }
  | { step: 'mapping'; file: File; preview: string[]; error?: ApiError }
  | { step: 'job'; job: TBankImportJob };

/** The first lines of a CSV to map its columns by (Latin-1 when it is not UTF-8, as the server reads it). */
async function previewOf(file: File): Promise<string[]> {
  const bytes = new Uint8Array(await file.slice(0, 16 * 1024).arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 4);
}

/**
 * The import as the dialog runs it: send the file, map a CSV no layout knows, follow the job to its result. Opened
 * again while the user's import still runs (the dialog was closed, the page left), it follows that import again.
 */
export function useBankImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const running = useCall(BANK_IMPORT_CALLS.runningBankImport, {}, { silent: true, staleTime: 0 });
  const resumed = useRef(false);
  useEffect(() => {
    // An answer cached from an earlier opening may be out of date: only this opening's own answer counts.
    if (resumed.current || !running.isFetchedAfterMount || !running.isSuccess) return;
    resumed.current = true;
    const job = running.data;
    if (job) setState((current) => (current.step === 'choose' && !current.error ? { step: 'job', job } : current));
  }, [running.isFetchedAfterMount, running.isSuccess, running.data]);
  const jobId = state.step === 'job' ? state.job.id : 0;
  const polled = useCall(
    BANK_IMPORT_CALLS.bankImportJob,
    { id: jobId },
    {
      enabled: jobId > 0,
      silent: true,
      staleTime: 0,
      refetchInterval: (answer) => (answer && isBankImportFinished(answer) ? false : BANK_IMPORT_POLL_MS),
    },
  );
  const job = state.step === 'job' ? (polled.data?.id === jobId ? polled.data : state.job) : undefined;
  const finished = job !== undefined && isBankImportFinished(job);

  const refreshed = useRef(0);
  useEffect(() => {
    if (!finished || refreshed.current === jobId) return;
    refreshed.current = jobId;
    // The balances, the payments list and the open invoices show the new lines and what they settled.
    void refresh(queryClient, [BANK_IMPORT_CALLS.bankBalances, ...PAYMENT_REFRESHES]);
  }, [finished, jobId, queryClient]);

  async function send(file: File, csvMapping: TBankCsvMapping | null = null) {
    if (file.size > MAX_BANK_FILE_BYTES) {
      setState({ step: 'choose', error: 'tooLarge' });
      return;
    }
    setState({ step: 'sending', file });
    try {
      const content = await readAsBase64(file);
      const queued = await call(BANK_IMPORT_CALLS.importBankFile, { fileName: file.name, content, csvMapping });
      setState({ step: 'job', job: queued });
    } catch (error) {
      const refused = error instanceof ApiError ? error : new ApiError(0, { message: String(error) });
      if (refused.key === 'bankFile.csvNotDetected' || (csvMapping && refused.key?.startsWith('bankFile.csv')))
        setState({ step: 'mapping', file, preview: await previewOf(file), error: csvMapping ? refused : undefined });
      else if (refused.key?.startsWith('bankImport.mapping'))
        setState({ step: 'mapping', file, preview: await previewOf(file), error: refused });
      else setState({ step: 'choose', error: refused });
    }
  }

  return { state, job, finished, send, reset: () => setState({ step: 'choose' }) };
}
