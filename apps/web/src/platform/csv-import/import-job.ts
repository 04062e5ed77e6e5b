import { callKey, IMPORT_JOB_CALLS, IMPORT_POLL_MS, type TImportJob } from '@backoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../call.ts';
import { readText, writeText } from '../storage.ts';

/** A finished import stays on its page this long: a user who left it running sees how it ended on return. */
const SHOW_FINISHED_MS = 30 * 60_000;

export const isRunning = (job: TImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

const dismissedKey = (kind: string) => `import.dismissed.${kind}`;

function worthShowing(job: TImportJob | null | undefined, kind: string): job is TImportJob {
  if (!job || readText(dismissedKey(kind)) === String(job.id)) return false;
  return isRunning(job) || Date.now() - Date.parse(job.updatedAt) < SHOW_FINISHED_MS;
}

/**
 * The import job of a page: the one just started, or on arrival the user's latest of this kind (still running, or
 * finished less than half an hour ago). Polled while it runs; `onFinished` once it ends while the page watched it.
 */
export function useImportJob(kind: string | undefined, onFinished: (job: TImportJob) => void) {
  const [started, setStarted] = useState<TImportJob>();
  const [hidden, setHidden] = useState<number>();
  const last = useQuery({
    queryKey: callKey(IMPORT_JOB_CALLS.lastImportJob, { kind }),
    queryFn: ({ signal }) => call(IMPORT_JOB_CALLS.lastImportJob, { kind: kind ?? '' }, signal),
    // An import written in the call has no jobs.
    enabled: kind !== undefined,
    meta: { silent: true },
    staleTime: 0,
    gcTime: 0,
  });
  const current = started ?? (kind && worthShowing(last.data, kind) ? last.data : undefined);
  const polled = useQuery({
    queryKey: callKey(IMPORT_JOB_CALLS.importJob, { id: current?.id ?? 0 }),
    queryFn: ({ signal }) => call(IMPORT_JOB_CALLS.importJob, { id: current?.id ?? 0 }, signal),
    enabled: isRunning(current),
    meta: { silent: true },
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (!query.state.data || isRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });
  const job = polled.data?.id === current?.id && polled.data ? polled.data : current;

  // Reported once per job, and only for a job this page saw running.
  const watched = useRef<number>(undefined);
  const finish = useRef(onFinished);
  finish.current = onFinished;
  useEffect(() => {
    if (!job) return;
    if (isRunning(job)) watched.current = job.id;
    else if (watched.current === job.id) {
      watched.current = undefined;
      finish.current(job);
    }
  }, [job]);

  return {
    job: job && job.id !== hidden ? job : undefined,
    start: (next: TImportJob) => setStarted(next),
    /** Closes a finished job's panel; it does not come back on the next visit. */
    dismiss: () => {
      if (!job) return;
      writeText(dismissedKey(kind ?? ''), String(job.id));
      setHidden(job.id);
    },
  };
}
