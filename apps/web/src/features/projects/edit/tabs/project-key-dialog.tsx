import { KEY_KINDS, type TKey, ZKey } from '@backoffice/domain';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../platform/forms/dialog-footer.tsx';
import { ReadOnlyFieldset } from '../../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../../platform/forms/use-form.ts';
import type { SelectOption } from '../use-project-options.ts';

export type KeyValues = TKey;

export const blankKey = (projectId: number): KeyValues => ({
  id: 0,
  name: '',
  number: '',
  kind: 1,
  projectId,
  employeeId: 0,
  transferTo: 0,
  deleted: 0,
});

interface ProjectKeyDialogProps {
  keyValues: KeyValues;
  employees: SelectOption[];
  readOnly: boolean;
  saving: boolean;
  onSave: (key: KeyValues) => void;
  onClose: () => void;
}

/** A key of the project: name, number, kind and who holds it (the server records every change of holder). */
export function ProjectKeyDialog({ keyValues, employees, readOnly, saving, onSave, onClose }: ProjectKeyDialogProps) {
  const { t } = useTranslation();
  const form = useForm(ZKey, keyValues);
  const v = form.values;
  const label = (key: string) => t(`employeeTabs.keys.${key}`);
  return (
    <Modal opened onClose={onClose} title={t(keyValues.id ? 'projects.keys.edit' : 'projects.keys.new')}>
      <Stack gap="sm" data-testid="project-key-dialog">
        <ReadOnlyFieldset readOnly={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={label('name')}
              value={v.name}
              onChange={(event) => form.set({ name: event.currentTarget.value })}
              error={form.errors.name}
              withAsterisk
              data-testid="key-name"
            />
            <TextInput
              label={label('number')}
              value={v.number}
              onChange={(event) => form.set({ number: event.currentTarget.value })}
              error={form.errors.number}
              data-testid="key-number"
            />
            <Select
              label={label('kind')}
              data={KEY_KINDS.map((kind) => ({ value: String(kind), label: t(`employeeTabs.keys.kinds.${kind}`) }))}
              value={String(v.kind)}
              onChange={(value) => form.set({ kind: Number(value ?? 1) })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="key-kind"
            />
            <Select
              label={label('holder')}
              description={t('projects.keys.holderHint')}
              data={employees}
              value={v.employeeId ? String(v.employeeId) : null}
              onChange={(value) => form.set({ employeeId: Number(value ?? 0), transferTo: 0 })}
              placeholder={t('projects.keys.atOffice')}
              searchable
              clearable
              limit={100}
              comboboxProps={{ withinPortal: true }}
              data-testid="key-holder"
            />
          </SimpleGrid>
        </ReadOnlyFieldset>
        <DialogFooter
          onCancel={onClose}
          onSave={() => form.validate() && onSave(v)}
          saving={saving}
          readOnly={readOnly}
          saveTestId="key-save"
        />
      </Stack>
    </Modal>
  );
}
