import { MACHINE_CALLS, ZMachineHistory } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../../platform/call.ts';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { useForm } from '../../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import type { MachineRow } from '../../api.ts';
import type { MachineOptions } from './machine-dialog.tsx';
import { blankHistory, idFrom, idValue } from './machine-values.ts';

interface Props {
  machine: MachineRow;
  options: MachineOptions;
  canWrite: boolean;
  onClose: () => void;
}

/** Where a machine has been (machineHistoryByMachine), newest first, and a line added by hand (saveMachineHistory). */
export function MachineHistoryDialog({ machine, options, canWrite, onClose }: Props) {
  const { t } = useTranslation();
  const history = useCall(MACHINE_CALLS.machineHistoryByMachine, { id: machine.id });
  const form = useForm(ZMachineHistory, blankHistory(machine));
  const v = form.values;
  const label = (key: string) => t(`projectSub.machines.history.${key}`);

  const add = useCallMutation(MACHINE_CALLS.saveMachineHistory, {
    refreshes: [MACHINE_CALLS.machineHistoryByMachine],
    onSuccess: () => {
      notifySuccess(t('projectSub.machines.history.added'));
      form.set({ remarks: '' });
    },
    onError: (error) => notifyError(error, { action: t('projectSub.machines.history.addFailed') }),
  });

  const rows = history.data ?? [];
  return (
    <Modal opened onClose={onClose} title={t('projectSub.machines.history.title', { name: machine.name })} size="xl">
      <Stack gap="md" data-testid="machine-history-dialog">
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {history.isPending ? t('projectSub.machines.history.loading') : t('projectSub.machines.history.empty')}
          </Text>
        ) : (
          <Table striped verticalSpacing={4} fz="sm" data-testid="machine-history-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label('date')}</Table.Th>
                <Table.Th>{label('project')}</Table.Th>
                <Table.Th>{label('employee')}</Table.Th>
                <Table.Th>{label('remarks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDate(row.date)}</Table.Td>
                  <Table.Td>{row.projectName || '-'}</Table.Td>
                  <Table.Td>{row.employeeName || '-'}</Table.Td>
                  <Table.Td>{row.remarks}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canWrite && (
          <Paper withBorder radius="md" p="sm">
            <Text fw={600} size="sm" mb="xs">
              {label('addTitle')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <DateField
                label={label('date')}
                value={v.date}
                onChange={(date) => form.set({ date })}
                error={form.errors.date}
                required
                testId="machine-history-date"
              />
              <Select
                label={label('project')}
                data={options.projects}
                value={idValue(v.projectId)}
                onChange={(value) => form.set({ projectId: idFrom(value) })}
                clearable
                searchable
                data-testid="machine-history-project"
              />
              <Select
                label={label('employee')}
                data={options.employees}
                value={idValue(v.employeeId)}
                onChange={(value) => form.set({ employeeId: idFrom(value) })}
                clearable
                searchable
                data-testid="machine-history-employee"
              />
              <TextInput
                label={label('remarks')}
                value={v.remarks}
                onChange={(event) => form.set({ remarks: event.currentTarget.value })}
                error={form.errors.remarks}
                data-testid="machine-history-remarks"
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => form.validate() && add.mutate(v)}
                loading={add.isPending}
                data-testid="machine-history-add"
              >
                {label('add')}
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </Modal>
  );
}
