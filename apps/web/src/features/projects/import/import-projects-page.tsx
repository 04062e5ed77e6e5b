import { CUSTOMER_CALLS, IMPORT_CALLS, PROJECT_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh } from '../../../platform/call.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { useCustomers } from '../../customers/api.ts';
import { useDistricts } from '../api.ts';
import { buildProjectRows, PROJECT_COLUMNS, type ProjectImportField, projectIssueField } from './project-import.ts';

/** ImportProjects: the shared CSV flow; customers by number or name, districts by name, one insertProjects call. */
export function ImportProjectsPage() {
  const queryClient = useQueryClient();
  const customers = useCustomers();
  const districts = useDistricts();
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping<ProjectImportField>) =>
      buildProjectRows(rows, mapping, { customers: customers.data ?? [], districts: districts.data ?? [] }),
    [customers.data, districts.data],
  );
  return (
    <CsvImportPage
      ns="projectSub.importProjects"
      kind="projects"
      testId="import-projects-page"
      spec={PROJECT_COLUMNS}
      loading={customers.isPending || districts.isPending}
      buildRows={buildRows}
      fieldOf={projectIssueField}
      insert={(list) => call(IMPORT_CALLS.insertProjects, list)}
      afterImport={() => refresh(queryClient, [PROJECT_CALLS.allProjects, CUSTOMER_CALLS.allCustomers])}
    />
  );
}
