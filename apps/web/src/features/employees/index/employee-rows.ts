import {
  currentEmployment,
  currentMainAddress,
  type EMPLOYEE_STATUS_FILTERS,
  isActiveEmployee,
  isActiveOn,
  upcomingStart,
  workYears,
} from '@backoffice/domain';
import type { EmployeeRecord, EmployerOption } from './employee-record.ts';

/** A list row: everything the columns show, computed once per load so sorting and search stay cheap. */
export interface EmployeeRow {
  id: number;
  name: string;
  personnelNumber: string;
  phone: string;
  email: string;
  city: string;
  employers: string;
  contractType: number | null;
  startDate: string | null;
  workYears: number;
  birthDate: string | null;
  active: boolean;
  /** Not active today but a contract starts on this date ('starting soon'). */
  startsOn: string | null;
  flex: Record<string, unknown>;
}

/** 1 active only (default), 0 inactive, 2 all (spec 000 §4); 3 starting soon, a part of inactive. */
export type StatusFilter = (typeof EMPLOYEE_STATUS_FILTERS)[number];

/** The employments that describe the employee today: the running ones, else the most recent one. */
function currentEmployments(record: EmployeeRecord, today: string) {
  const live = (record.employments ?? []).filter((e) => !e.deleted);
  const running = live.filter((e) => isActiveOn(e, today));
  if (running.length > 0) return running;
  const latest = [...live].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return latest ? [latest] : [];
}

function toEmployeeRow(record: EmployeeRecord, employerNames: ReadonlyMap<number, string>, today: string): EmployeeRow {
  const current = currentEmployments(record, today);
  const starts = current.map((e) => e.startDate).sort();
  return {
    id: record.id,
    name: record.name || [record.firstName, record.insertion, record.lastName].filter(Boolean).join(' '),
    personnelNumber: current.map((e) => String(e.number)).join(', '),
    // Fields outside the user's view (EMPLOYEE_VIEWS) are absent: their columns are not offered (employee-columns).
    phone: record.mobile || record.phone || '',
    email: record.email ?? '',
    city: currentMainAddress(record.addresses ?? [], today)?.city ?? '',
    employers: [...new Set(current.map((e) => employerNames.get(e.employerId) ?? `#${e.employerId}`))].join(', '),
    contractType: currentEmployment(record.employments ?? [], today)?.contractType ?? null,
    startDate: starts[0] ?? null,
    workYears: record.workYears ?? workYears(record.employments ?? [], today),
    birthDate: record.birthDate ?? null,
    // The server derives `active`; older answers without it fall back to the shared rule.
    active: typeof record.active === 'boolean' ? record.active : isActiveEmployee(record.employments ?? [], today),
    startsOn: upcomingStart(record.employments ?? [], today),
    flex: record.flexFilterValue ?? {},
  };
}

export function toEmployeeRows(
  records: readonly EmployeeRecord[],
  employers: readonly EmployerOption[],
  today: string,
): EmployeeRow[] {
  const names = new Map(employers.map((employer) => [employer.id, employer.name]));
  return records.filter((record) => !record.deleted).map((record) => toEmployeeRow(record, names, today));
}

/** Whether the status filter lets a row through. */
export function inStatus(row: EmployeeRow, status: StatusFilter): boolean {
  if (status === 2) return true;
  if (status === 3) return row.startsOn !== null;
  return row.active === (status === 1);
}

/** The filter that shows a row on its own: active, starting soon or inactive. */
export const statusOf = (row: EmployeeRow): StatusFilter => (row.active ? 1 : row.startsOn ? 3 : 0);

export function byStatus(rows: readonly EmployeeRow[], status: StatusFilter): readonly EmployeeRow[] {
  return status === 2 ? rows : rows.filter((row) => inStatus(row, status));
}
