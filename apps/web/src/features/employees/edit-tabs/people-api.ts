import {
  type CallAnswer,
  COURSE_CALLS,
  EMPLOYEE_CALLS,
  KEY_CALLS,
  type TEmployer,
  type TKeyListItem,
  type TListedEmployee,
} from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';

/** A row of allEmployees: the names and state always, the rest as the caller's views send it (EMPLOYEE_VIEWS). */
export type EmployeeRow = TListedEmployee;
export type EmployerRow = TEmployer;
export type KeyRow = TKeyListItem;
export type CourseRow = CallAnswer<typeof COURSE_CALLS.all>[number];

/** Every read that shows a key or its moves: a key change refreshes them all. */
export const KEY_READS = [
  KEY_CALLS.allKeys,
  KEY_CALLS.keysByEmployee,
  KEY_CALLS.keysByProject,
  KEY_CALLS.keyHistoryByKey,
];

export const useEmployees = () => useCall(EMPLOYEE_CALLS.allEmployees, undefined, { baseList: true });
export const useEmployers = () => useCall(EMPLOYEE_CALLS.allEmployers, undefined, { baseList: true });
export const useAllKeys = () => useCall(KEY_CALLS.allKeys);
export const useAllCourses = () => useCall(COURSE_CALLS.all);
export const useEmployeeKeys = (employeeId: number) =>
  useCall(KEY_CALLS.keysByEmployee, { id: employeeId }, { enabled: employeeId > 0 });

/** A lookup id → display name for tables and selects (employees, districts, projects); a missing one shows its id. */
export function nameById(items: readonly { id: number; name: string }[] | undefined): (id: number) => string {
  const names = new Map((items ?? []).map((item) => [item.id, item.name]));
  return (id) => names.get(id) ?? (id ? `#${id}` : '');
}
