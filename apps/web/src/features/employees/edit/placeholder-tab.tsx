import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stands in for a tab that another part of the employees issue fills (Files, Courses, Keys). */
export function PlaceholderTab() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size="sm" data-testid="tab-placeholder">
      {t('employeeEdit.placeholder')}
    </Text>
  );
}
