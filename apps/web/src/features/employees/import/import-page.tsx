import { EMPLOYEE_CALLS, IMPORT_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh } from '../../../platform/call.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { useEmployees, useEmployers } from '../edit-tabs/people-api.ts';
import { type ColumnMapping, EMPLOYEE_COLUMNS } from './columns.ts';
import { buildImportRows, issueField } from './import-rows.ts';

/** ImportEmployees: the shared CSV flow with the employee columns, checked against employers and known BSNs. */
export function ImportEmployeesPage() {
  const employers = useEmployers();
  const employees = useEmployees();
  const queryClient = useQueryClient();
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping) => {
      const existingBsns = new Set((employees.data ?? []).flatMap((e) => (e.bsn ? [e.bsn] : [])));
      const context = { employers: employers.data ?? [], existingBsns, today: todayIso() };
      return buildImportRows(rows, mapping, context).map(({ employee, ...row }) => ({ ...row, payload: employee }));
    },
    [employers.data, employees.data],
  );
  return (
    <CsvImportPage
      ns="employeeImport"
      kind="employees"
      testId="import-employees-page"
      spec={EMPLOYEE_COLUMNS}
      loading={employers.isPending || employees.isPending}
      buildRows={buildRows}
      fieldOf={issueField}
      insert={(list) => call(IMPORT_CALLS.insertEmployees, list)}
      afterImport={() => refresh(queryClient, [EMPLOYEE_CALLS.allEmployees])}
    />
  );
}
