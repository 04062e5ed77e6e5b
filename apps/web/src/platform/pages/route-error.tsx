import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../lazy-page.ts';
import { StatusPage } from './status-page.tsx';

/** Shown when a page fails to render or its chunk fails to load (for instance after a deploy); a reload fixes both. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  return (
    <StatusPage
      testId="route-error-page"
      icon={IconAlertTriangle}
      color="red"
      title={t('pages.error.title')}
      text={isChunk ? t('pages.error.chunk') : t('pages.error.text')}
      action={{ label: t('pages.error.reload'), onClick: () => window.location.reload() }}
    />
  );
}
