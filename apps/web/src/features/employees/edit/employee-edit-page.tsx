import { EMPLOYEE_CALLS } from '@backoffice/domain';
import { Alert, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCall } from '../../../platform/call.ts';
import { EmployeeEditor } from './employee-editor.tsx';

/** 'new' or 0 opens an empty employee. */
export const isNewId = (id: string | undefined) => !id || id === 'new' || id === '0';

/** /Employees/Edit/{id}/{tab?}/{subId?}: the employee comes from the shared allEmployees list. */
export function EmployeeEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const isNew = isNewId(id);
  const employees = useCall(EMPLOYEE_CALLS.allEmployees, undefined, { baseList: true, enabled: !isNew });
  const record = isNew ? undefined : employees.data?.find((employee) => String(employee.id) === id);

  if (!isNew && employees.isPending) {
    return (
      <Stack align="center" p="xl">
        <Loader />
      </Stack>
    );
  }
  if (!isNew && (!record || record.deleted)) {
    return (
      <Alert color="orange" title={t('employeeEdit.notFound')} data-testid="employee-not-found">
        {t('employeeEdit.notFoundText', { id })}
      </Alert>
    );
  }
  // A new key per employee: switching employees starts a fresh draft.
  return <EmployeeEditor key={record?.id ?? 'new'} record={record} />;
}
