import type { TOwner } from '@backoffice/domain';
import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../platform/icon-action.tsx';
import { defaultEmployeeFiles } from '../edit-tabs/default-files.ts';
import { AddAndSave, useOwnerDraft } from './owner-draft.tsx';
import { OwnerSubPage } from './sub-page.tsx';

function DefaultFilesEditor({ owner }: { owner: TOwner }) {
  const { t } = useTranslation();
  const {
    draft: names,
    setDraft: setNames,
    update,
    dirty,
    setDirty,
    save,
  } = useOwnerDraft(owner, () => defaultEmployeeFiles(owner));
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
            <IconAction
              label={t('common.delete')}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={() => update(names.filter((_, i) => i !== index))}
              testId={`default-file-delete-${index}`}
            />
          </Group>
        ))}
        <AddAndSave
          addLabel={t('employeeSub.defaultFiles.add')}
          addTestId="default-file-add"
          onAdd={() => update([...names, ''])}
          onSave={onSave}
          saving={save.isPending}
          dirty={dirty}
        />
      </Stack>
    </Paper>
  );
}

export const DefaultFilesPage = () => (
  <OwnerSubPage section="defaultFiles" testId="default-files-page" editor={DefaultFilesEditor} />
);
