import { Alert } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Honest empty state: wares come with a later module (stock).

export function WaresTab() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" icon={<IconPackage size={18} />} data-testid="project-wares-empty">
      {t('projects.later.wares')}
    </Alert>
  );
}
