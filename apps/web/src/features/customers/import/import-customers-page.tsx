import { CUSTOMER_CALLS, IMPORT_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh } from '../../../platform/call.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { useCustomers } from '../api.ts';
import {
  buildCustomerRows,
  CUSTOMER_COLUMNS,
  type CustomerImportField,
  customerIssueField,
} from './customer-import.ts';

/** Sales/ImportCustomers: the shared CSV flow; numbers checked against the existing customers, one insertCustomers. */
export function ImportCustomersPage() {
  const queryClient = useQueryClient();
  const customers = useCustomers();
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping<CustomerImportField>) =>
      buildCustomerRows(rows, mapping, { existingNumbers: new Set((customers.data ?? []).map((c) => c.number)) }),
    [customers.data],
  );
  return (
    <CsvImportPage
      ns="projectSub.importCustomers"
      kind="customers"
      testId="import-customers-page"
      spec={CUSTOMER_COLUMNS}
      loading={customers.isPending}
      buildRows={buildRows}
      fieldOf={customerIssueField}
      insert={(list) => call(IMPORT_CALLS.insertCustomers, list)}
      afterImport={() => refresh(queryClient, [CUSTOMER_CALLS.allCustomers])}
    />
  );
}
