import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFirstAidKit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubPage } from './sub-page.tsx';

/** Current sickness absences. Absences are recorded by the planning module, which does not exist yet: no data here. */
export function SickLeavePage() {
  const { t } = useTranslation();
  return (
    <SubPage title={t('employeeSub.sickLeave.title')} testId="sick-leave-page">
      <Paper withBorder radius="md" p="xl" data-testid="sick-leave-empty">
        <Stack align="center" gap="xs">
          <ThemeIcon variant="light" size={48} radius="xl">
            <IconFirstAidKit size={26} />
          </ThemeIcon>
          <Text fw={600}>{t('employeeSub.sickLeave.emptyTitle')}</Text>
          <Text c="dimmed" ta="center" maw={520}>
            {t('employeeSub.sickLeave.emptyText')}
          </Text>
        </Stack>
      </Paper>
    </SubPage>
  );
}
