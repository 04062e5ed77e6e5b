/** The employees module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export {
  addressRows,
  callerEmployee,
  employeeColumns,
  employmentRows,
  findEmployeeRow,
  listEmployees,
  NO_EMPLOYEE_TEXT,
} from './queries.ts';
