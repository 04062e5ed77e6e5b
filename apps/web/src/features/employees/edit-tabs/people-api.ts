import {
  type CallAnswer,
  COURSE_CALLS,
  type TEmployer,
  type TKey,
  type TKeyHistory,
  type TListedEmployee,
} from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCall } from '../../../platform/call.ts';
import { readKey, useApiList, useApiRead } from '../../../platform/query.ts';

// The people-side calls the sub-pages and tabs share (spec 000 §7, 001 §7, 002 §7).
export const CALLS = {
  allEmployees: '/r/allEmployees',
  allEmployers: '/r/allEmployers',
  saveEmployer: '/r/saveEmployer',
  setClosedDateEmployer: '/r/setClosedDateEmployer',
  insertEmployees: '/r/insertEmployees',
  allKeys: '/r/allKeys',
  keysByEmployee: '/r/keysByEmployee',
  saveKey: '/r/saveKey',
  keyHistoryByKey: '/r/keyHistoryByKey',
  saveKeyHistory: '/r/saveKeyHistory',
  transferKey: '/r/transferKey',
  sectionUploads: '/r/sectionUploads',
  upload: '/r/upload',
  updateUpload: '/r/updateUpload',
  deleteUpload: '/r/deleteUpload',
  employeesHome: '/r/employeesHome',
} as const;

/** A row of allEmployees: the names and state always, the rest as the caller's views send it (EMPLOYEE_VIEWS). */
export type EmployeeRow = TListedEmployee;
export type EmployerRow = TEmployer & { id: number };
export type KeyRow = TKey & { id: number; employeeName?: string; transferToName?: string };
export type KeyHistoryRow = TKeyHistory & { id: number; employeeName?: string; userName?: string; createdAt?: string };
export type CourseRow = CallAnswer<typeof COURSE_CALLS.all>[number];

export const useEmployees = () => useApiList<EmployeeRow>(CALLS.allEmployees, { baseList: true });
export const useEmployers = () => useApiList<EmployerRow>(CALLS.allEmployers, { baseList: true });
export const useAllKeys = () => useApiList<KeyRow>(CALLS.allKeys);
export const useAllCourses = () => useCall(COURSE_CALLS.all);
export const useEmployeeKeys = (employeeId: number) =>
  useApiRead<KeyRow[]>(CALLS.keysByEmployee, { id: employeeId }, { enabled: employeeId > 0 });

/** A lookup id → display name for tables and selects (employees, districts, projects); a missing one shows its id. */
export function nameById(items: readonly { id: number; name: string }[] | undefined): (id: number) => string {
  const names = new Map((items ?? []).map((item) => [item.id, item.name]));
  return (id) => names.get(id) ?? (id ? `#${id}` : '');
}

/** After a key or course change every list that may show it is read again. */
export function useRefreshPeople() {
  const queryClient = useQueryClient();
  return async (...paths: string[]) => {
    await Promise.all(
      paths.flatMap((path) => [
        queryClient.invalidateQueries({ queryKey: ['list', path] }),
        queryClient.invalidateQueries({ queryKey: readKey(path) }),
      ]),
    );
  };
}
