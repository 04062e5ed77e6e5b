import { Alert } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The works this employee is scheduled on: read-only, and empty until the projects module provides them. */
export function WorksTab() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" icon={<IconCalendarEvent size={18} />} data-testid="employee-works">
      {t('employeeEdit.works.placeholder')}
    </Alert>
  );
}
