import { MACHINE_CALLS, ZMachine } from '@backoffice/domain';
import { Checkbox, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../../platform/call.ts';
import { DialogFooter } from '../../../../platform/forms/dialog-footer.tsx';
import { useForm } from '../../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import type { SelectOption } from '../../edit/use-project-options.ts';
import { idFrom, idValue, type MachineValues } from './machine-values.ts';

export interface MachineOptions {
  types: SelectOption[];
  projects: SelectOption[];
  employees: SelectOption[];
}

interface Props {
  machine: MachineValues;
  options: MachineOptions;
  onClose: () => void;
}

/** Add or edit a machine: where it is (project) and who has it; the server notes every move in its history. */
export function MachineDialog({ machine, options, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm(ZMachine, machine);
  const v = form.values;
  const label = (key: string) => t(`projectSub.machines.fields.${key}`);

  const save = useCallMutation(MACHINE_CALLS.save, {
    // A new place or holder adds a history line on the server.
    refreshes: [MACHINE_CALLS.all, MACHINE_CALLS.machineHistoryByMachine],
    onSuccess: () => {
      notifySuccess(t('projectSub.machines.saved'));
      onClose();
    },
    onError: (error) => notifyError(error, { action: t('projectSub.machines.saveFailed') }),
  });

  const submit = () => {
    if (form.validate() && !save.isPending) save.mutate(v);
  };

  const select = (key: 'machineTypeId' | 'projectId' | 'employeeId', data: SelectOption[]) => (
    <Select
      label={label(key)}
      data={data}
      value={idValue(v[key])}
      onChange={(value) => form.set({ [key]: idFrom(value) })}
      error={form.errors[key]}
      clearable
      searchable
      data-testid={`machine-${key}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(machine.id ? 'projectSub.machines.edit' : 'projectSub.machines.new')}
      size="lg"
    >
      <Stack gap="sm" data-testid="machine-dialog">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={label('name')}
            value={v.name}
            onChange={(event) => form.set({ name: event.currentTarget.value })}
            error={form.errors.name}
            withAsterisk
            data-autofocus
            data-testid="machine-name"
          />
          <TextInput
            label={label('number')}
            value={v.number}
            onChange={(event) => form.set({ number: event.currentTarget.value })}
            error={form.errors.number}
            data-testid="machine-number"
          />
          {select('machineTypeId', options.types)}
          {select('projectId', options.projects)}
          {select('employeeId', options.employees)}
        </SimpleGrid>
        <Checkbox
          label={label('defect')}
          checked={v.defect === 1}
          onChange={(event) => form.set({ defect: event.currentTarget.checked ? 1 : 0 })}
          data-testid="machine-defect"
        />
        <Textarea
          label={label('remarks')}
          autosize
          minRows={2}
          maxRows={8}
          value={v.remarks}
          onChange={(event) => form.set({ remarks: event.currentTarget.value })}
          error={form.errors.remarks}
          data-testid="machine-remarks"
        />
        <DialogFooter
          onCancel={onClose}
          onSave={submit}
          saving={save.isPending}
          cancelTestId="dialog-cancel"
          saveTestId="dialog-save"
          mt="sm"
        />
      </Stack>
    </Modal>
  );
}
