import { todayIso } from '@backoffice/domain/dates';
import type { MachineHistoryRow, MachineRow } from '../../api.ts';

/** What the machine dialog edits (the list's name columns are not saved). */
export type MachineValues = Pick<
  MachineRow,
  | 'id'
  | 'number'
  | 'name'
  | 'kind'
  | 'machineTypeId'
  | 'projectId'
  | 'employeeId'
  | 'transferTo'
  | 'defect'
  | 'remarks'
  | 'deleted'
>;

export const blankMachine = (): MachineValues => ({
  id: 0,
  number: '',
  name: '',
  kind: 0,
  machineTypeId: 0,
  projectId: 0,
  employeeId: 0,
  transferTo: 0,
  defect: 0,
  remarks: '',
  deleted: 0,
});

/** The saved fields of a listed machine. */
export function machineValues(row: MachineRow): MachineValues {
  const { projectName: _p, employeeName: _e, machineTypeName: _t, ...values } = row;
  return values;
}

export type HistoryValues = Omit<MachineHistoryRow, 'employeeName' | 'projectName'>;

/** A new history line: today, where the machine is now. */
export const blankHistory = (machine: Pick<MachineRow, 'id' | 'projectId' | 'employeeId'>): HistoryValues => ({
  id: 0,
  machineId: machine.id,
  projectId: machine.projectId,
  employeeId: machine.employeeId,
  date: todayIso(),
  remarks: '',
});

/** Select values: '' for none, the id otherwise. */
export const idValue = (id: number) => (id > 0 ? String(id) : null);
export const idFrom = (value: string | null) => (value ? Number(value) : 0);
