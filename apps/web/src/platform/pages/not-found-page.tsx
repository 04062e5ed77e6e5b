import { IconError404 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="not-found-page"
      icon={IconError404}
      color="gray"
      title={t('pages.notFound.title')}
      text={t('pages.notFound.text')}
      action={{ label: t('pages.backHome'), onClick: () => navigate('/') }}
    />
  );
}
