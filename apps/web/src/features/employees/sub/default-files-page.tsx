import type { TOwner } from '@backoffice/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOwner } from '../../../platform/owner-settings.ts';
import { defaultEmployeeFiles } from '../edit-tabs/default-files.ts';
import { OwnerSubPage } from './sub-page.tsx';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

function DefaultFilesEditor({ owner }: { owner: TOwner }) {
  const { t } = useTranslation();
  const [names, setNames] = useState(() => defaultEmployeeFiles(owner));
  const [dirty, setDirty] = useState(false);
  const save = useSaveOwner(owner);
  useUnsavedWarning(dirty);

  const update = (next: string[]) => {
    setNames(next);
    setDirty(true);
  };
  const onSave = () => {
    const cleaned = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
    // defaultFiles also holds the projects' list: only the employees' entry changes.
    save.mutate(
      { defaultFiles: { ...owner.defaultFiles, employees: cleaned } },
      {
        onSuccess: () => {
          setNames(cleaned);
          setDirty(false);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {names.length === 0 && <Text c="dimmed">{t('employeeSub.defaultFiles.empty')}</Text>}
        {names.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: names are edited in place; the position is the identity
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              value={name}
              onChange={(event) => update(names.map((n, i) => (i === index ? event.currentTarget.value : n)))}
              placeholder={t('employeeSub.defaultFiles.placeholder')}
              aria-label={t('employeeSub.defaultFiles.name')}
              style={{ flex: 1 }}
              data-testid={`default-file-${index}`}
            />
            <Tooltip label={t('common.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => update(names.filter((_, i) => i !== index))}
                aria-label={t('common.delete')}
                data-testid={`default-file-delete-${index}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => update([...names, ''])}
            data-testid="default-file-add"
          >
            {t('employeeSub.defaultFiles.add')}
          </Button>
          <Button onClick={onSave} loading={save.isPending} disabled={!dirty} data-testid="sub-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export const DefaultFilesPage = () => (
  <OwnerSubPage section="defaultFiles" testId="default-files-page" editor={DefaultFilesEditor} />
);
