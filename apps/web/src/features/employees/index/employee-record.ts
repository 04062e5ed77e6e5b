import type { TListedEmployee } from '@backoffice/domain';

/**
 * One employee as GET /r/allEmployees returns it: the whole record for show_employees, the basic view (names,
 * contact, personnel numbers) for employees_limited; fields outside the caller's view are absent (EMPLOYEE_VIEWS).
 */
export type EmployeeRecord = TListedEmployee;

export interface EmployerOption {
  id: number;
  name: string;
  deleted?: number;
}
