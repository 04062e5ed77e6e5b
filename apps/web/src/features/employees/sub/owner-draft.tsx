import type { TOwner } from '@backoffice/domain';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOwner } from '../../../platform/owner-settings.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

/** What an owner sub page edits: a draft of one setting, whether it is unsaved, and the save of the owner. */
export function useOwnerDraft<T>(owner: TOwner, initial: () => T) {
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const save = useSaveOwner(owner);
  useUnsavedWarning(dirty);
  const update = (next: T) => {
    setDraft(next);
    setDirty(true);
  };
  return { draft, setDraft, update, dirty, setDirty, save };
}

interface AddAndSaveProps {
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
}

/** The foot of a list sub page: add an entry on the left, save the list on the right. */
export function AddAndSave({ addLabel, addTestId, onAdd, onSave, saving, dirty }: AddAndSaveProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAdd} data-testid={addTestId}>
        {addLabel}
      </Button>
      <Button onClick={onSave} loading={saving} disabled={!dirty} data-testid="sub-save">
        {t('common.save')}
      </Button>
    </Group>
  );
}
