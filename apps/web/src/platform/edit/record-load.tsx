import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client.ts';
import { notifyError } from '../notices.ts';

// What an edit page (`<list>/Edit/{id}`) shows before its editor: the id of its URL, a loader while the record is
// read, a notice and an alert when reading failed, and "not found" for an id the owner has no (live) record of.

/** The record id of the URL: 0 (or 'new') is a new record; anything else that is not an id is unknown (-1). */
export function recordIdOf(segment: string | undefined): number {
  if (!segment || segment === 'new' || segment === '0') return 0;
  return /^\d+$/.test(segment) ? Number(segment) : -1;
}

/**
 * Whether reading the record failed for another reason than "not found" (a 404 is the page's own "not found"); the
 * failure is notified once.
 */
export function useRecordLoadFailed(error: unknown): boolean {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  const failed = error !== null && error !== undefined && !missing;
  useEffect(() => {
    if (failed) notifyError(error, { action: t('notices.loadFailed') });
  }, [failed, error, t]);
  return failed;
}

export function RecordLoading() {
  return (
    <Center p="xl">
      <Loader />
    </Center>
  );
}

/** The record could not be read; the notice said why. */
export function RecordLoadFailed({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return <Alert color="red" title={t('notices.loadFailed')} data-testid={testId} />;
}

/** No record with the URL's id: `<texts>.notFound` over `<texts>.notFoundText` (which names the id). */
export function RecordNotFound({ texts, id, testId }: { texts: string; id: string | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t(`${texts}.notFound`)} data-testid={testId}>
      {t(`${texts}.notFoundText`, { id })}
    </Alert>
  );
}
