import { EMPLOYEE_CALLS } from '@backoffice/domain';
import { useParams } from 'react-router';
import { useCall } from '../../../platform/call.ts';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  recordIdOf,
  useRecordLoadFailed,
} from '../../../platform/edit/record-load.tsx';
import { EmployeeEditor } from './employee-editor.tsx';

/** /Employees/Edit/{id}/{tab?}/{subId?}: the employee comes from the shared allEmployees list. */
export function EmployeeEditPage() {
  const { id } = useParams();
  const employeeId = recordIdOf(id);
  const employees = useCall(EMPLOYEE_CALLS.allEmployees, undefined, { baseList: true, enabled: employeeId !== 0 });
  const record = employeeId > 0 ? employees.data?.find((employee) => employee.id === employeeId) : undefined;
  const failed = useRecordLoadFailed(employees.error);

  if (employeeId > 0 && employees.isPending) return <RecordLoading />;
  if (failed) return <RecordLoadFailed testId="employee-load-failed" />;
  if (employeeId !== 0 && (!record || record.deleted)) {
    return <RecordNotFound texts="employeeEdit" id={id} testId="employee-not-found" />;
  }
  // A new key per employee: switching employees starts a fresh draft.
  return <EmployeeEditor key={record?.id ?? 'new'} record={record} />;
}
