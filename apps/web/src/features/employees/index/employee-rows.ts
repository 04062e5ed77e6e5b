import { currentMainAddress, isActiveEmployee, isActiveOn, workYears } from '@backoffice/domain';
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
  contractType: number;
  startDate: string | null;
  workYears: number;
  birthDate: string | null;
  active: boolean;
  flex: Record<string, unknown>;
}

/** 1 active only (default), 0 inactive, 2 all (spec 000 §4). */
export type StatusFilter = 1 | 0 | 2;

/** The employments that describe the employee today: the running ones, else the most recent one. */
function currentEmployments(record: EmployeeRecord, today: string) {
  const live = (record.employments ?? []).filter((e) => !e.deleted);
  const running = live.filter((e) => isActiveOn(e, today));
  if (running.length > 0) return running;
  const latest = [...live].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return latest ? [latest] : [];
}

export function toEmployeeRow(
  record: EmployeeRecord,
  employerNames: ReadonlyMap<number, string>,
  today: string,
): EmployeeRow {
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
    contractType: current[0]?.contractType ?? record.contractType ?? 0,
    startDate: starts[0] ?? null,
    workYears: record.workYears ?? workYears(record.employments ?? [], today),
    birthDate: record.birthDate ?? null,
    // The server derives `active`; older answers without it fall back to the shared rule.
    active: typeof record.active === 'boolean' ? record.active : isActiveEmployee(record.employments ?? [], today),
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

export function byStatus(rows: readonly EmployeeRow[], status: StatusFilter): readonly EmployeeRow[] {
  if (status === 2) return rows;
  return rows.filter((row) => row.active === (status === 1));
}
