import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SettingsCardProps {
  /** Without write access the fields show and the save button does not. */
  canWrite: boolean;
  onSave: () => void;
  saving: boolean;
  saveTestId: string;
  children: ReactNode;
}

/** A settings page's card: its fields, then the save button at the right. */
export function SettingsCard({ canWrite, onSave, saving, saveTestId, children }: SettingsCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {children}
        {canWrite && (
          <Group justify="flex-end">
            <Button onClick={onSave} loading={saving} data-testid={saveTestId}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
