import type { TEmployee } from '@backoffice/domain';

/** One employee as GET /r/allEmployees returns it: the saved employee with its derived fields. */
export type EmployeeRecord = TEmployee & { workYears?: number };

export const ALL_EMPLOYEES = '/r/allEmployees';
export const ALL_EMPLOYERS = '/r/allEmployers';

export interface EmployerOption {
  id: number;
  name: string;
  deleted?: number;
}
