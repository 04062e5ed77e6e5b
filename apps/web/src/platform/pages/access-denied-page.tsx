import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPage } from './status-page.tsx';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="access-denied-page"
      icon={IconLock}
      color="orange"
      title={t('pages.accessDenied.title')}
      text={t('pages.accessDenied.text')}
      action={{ label: t('pages.backHome'), onClick: () => navigate('/') }}
    />
  );
}
