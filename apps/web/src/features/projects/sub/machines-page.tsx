import { MACHINE_CALLS } from '@backoffice/domain';
import { Badge, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { EditRowButton, NewRowButton, RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyFailure } from '../../../platform/notices.ts';
import { useUrlDialog } from '../../../platform/owner-list/use-url-dialog.ts';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useEmployees } from '../../employees/index.ts';
import { type MachineRow, useMachines, useMachineTypes, useProjects } from '../api.ts';
import { toOptions } from '../edit/use-project-options.ts';
import { MachineDialog, type MachineOptions } from './machines/machine-dialog.tsx';
import { MachineHistoryDialog } from './machines/machine-history-dialog.tsx';
import { blankMachine, machineValues } from './machines/machine-values.ts';

const ROUTE = '/Projects/Machines';

/** Projects/Machines: every machine, where it is and who has it, with its history (spec 001 §3 Machine). */
export function MachinesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCanAccess('projects', 'write');
  const machines = useMachines();
  const types = useMachineTypes();
  const projects = useProjects();
  const employees = useEmployees();
  const dialog = useUrlDialog(ROUTE);
  const [historyOf, setHistoryOf] = useState<MachineRow>();
  const editing = dialog.editId === undefined ? undefined : machines.data?.find((m) => m.id === dialog.editId);
  const editMissing = dialog.editId !== undefined && machines.isSuccess && !editing;

  useEffect(() => {
    if (!editMissing) return;
    notifyFailure(t('resource.notFound', { id: dialog.editId }));
    dialog.close();
  }, [editMissing, dialog, t]);

  // Options keep the machine's current choice even when it is no longer active (an ended project).
  const options = (machine: Pick<MachineRow, 'machineTypeId' | 'projectId' | 'employeeId'>): MachineOptions => ({
    types: toOptions(types.data, machine.machineTypeId),
    projects: toOptions(projects.data, machine.projectId),
    employees: toOptions(employees.data, machine.employeeId),
  });

  const columns = useMemo<TableColumn<MachineRow>[]>(
    () => [
      { key: 'number', title: t('projectSub.machines.fields.number'), value: (m) => m.number },
      { key: 'name', title: t('projectSub.machines.fields.name'), value: (m) => m.name },
      { key: 'type', title: t('projectSub.machines.fields.machineTypeId'), value: (m) => m.machineTypeName },
      { key: 'project', title: t('projectSub.machines.fields.projectId'), value: (m) => m.projectName },
      { key: 'holder', title: t('projectSub.machines.fields.employeeId'), value: (m) => m.employeeName },
      {
        key: 'defect',
        title: t('projectSub.machines.fields.defect'),
        value: (m) => m.defect,
        text: (m) => (m.defect ? t('projectSub.machines.defect') : ''),
        render: (m) =>
          m.defect ? (
            <Badge color="red" variant="light" data-testid={`machine-defect-${m.id}`}>
              {t('projectSub.machines.defect')}
            </Badge>
          ) : null,
      },
      {
        key: 'remarks',
        title: t('projectSub.machines.fields.remarks'),
        value: (m) => m.remarks,
        hiddenByDefault: true,
      },
    ],
    [t],
  );

  const confirmDelete = useConfirmedDelete<MachineRow>({
    request: (machine) => call(MACHINE_CALLS.save, { ...machine, deleted: 1 }),
    afterDelete: () => refresh(queryClient, [MACHINE_CALLS.all]),
    label: (machine) => machine.name,
    deletedText: t('projectSub.machines.deleted'),
    failedText: t('projectSub.machines.deleteFailed'),
  });

  return (
    <Stack gap="md" data-testid="machines-page">
      <PageHeading title={t('projectSub.machines.title')} intro={t('projectSub.machines.intro')} />
      <DataTable<MachineRow>
        id="machines"
        title={t('projectSub.machines.title')}
        rows={machines.data}
        rowKey={(m) => m.id}
        columns={columns}
        loading={machines.isPending}
        onRowClick={canWrite ? (m) => dialog.open({ id: m.id }) : (m) => setHistoryOf(m)}
        defaultSort={{ key: 'name', direction: 'asc' }}
        toolbar={
          canWrite && <NewRowButton label={t('common.new')} onClick={() => dialog.open('new')} testId="machine-new" />
        }
        actions={(m) => (
          <>
            <IconAction
              label={t('projectSub.machines.history.open')}
              icon={<IconHistory size={18} />}
              onClick={() => setHistoryOf(m)}
              testId={`machine-history-${m.id}`}
            />
            {canWrite && <EditRowButton onClick={() => dialog.open({ id: m.id })} testId={`machine-edit-${m.id}`} />}
            {canWrite && <RemoveRowButton onClick={() => confirmDelete(m)} testId={`machine-delete-${m.id}`} />}
          </>
        )}
      />
      {canWrite && dialog.target === 'new' && (
        <MachineDialog key="new" machine={blankMachine()} options={options(blankMachine())} onClose={dialog.close} />
      )}
      {canWrite && editing && (
        <MachineDialog
          key={editing.id}
          machine={machineValues(editing)}
          options={options(editing)}
          onClose={dialog.close}
        />
      )}
      {historyOf && (
        <MachineHistoryDialog
          machine={historyOf}
          options={options(historyOf)}
          canWrite={canWrite}
          onClose={() => setHistoryOf(undefined)}
        />
      )}
    </Stack>
  );
}
