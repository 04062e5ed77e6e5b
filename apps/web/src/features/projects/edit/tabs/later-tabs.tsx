import { Alert } from '@mantine/core';
import { IconClockHour4, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Honest empty states: these records come with later modules (planning fills clock times, stock brings wares).

export function ClockTimesTab() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" icon={<IconClockHour4 size={18} />} data-testid="project-clocktimes-empty">
      {t('projects.later.clockTimes')}
    </Alert>
  );
}

export function WaresTab() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" icon={<IconPackage size={18} />} data-testid="project-wares-empty">
      {t('projects.later.wares')}
    </Alert>
  );
}
