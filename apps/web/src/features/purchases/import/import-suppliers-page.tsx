import { SUPPLIER_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh } from '../../../platform/call.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { useSuppliers } from '../api.ts';
import {
  buildSupplierRows,
  SUPPLIER_COLUMNS,
  type SupplierImportField,
  supplierIssueField,
} from './supplier-import.ts';

/** Purchases/ImportSuppliers: the shared CSV flow with column mapping; one insertSuppliers (a job). */
export function ImportSuppliersPage() {
  const queryClient = useQueryClient();
  const suppliers = useSuppliers();
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping<SupplierImportField>) =>
      buildSupplierRows(rows, mapping, new Set((suppliers.data ?? []).map((s) => s.number))),
    [suppliers.data],
  );
  return (
    <CsvImportPage
      ns="suppliers.import"
      kind="suppliers"
      testId="import-suppliers-page"
      spec={SUPPLIER_COLUMNS}
      loading={suppliers.isPending}
      buildRows={buildRows}
      fieldOf={supplierIssueField}
      insert={(list) => call(SUPPLIER_CALLS.insertSuppliers, list)}
      afterImport={() => refresh(queryClient, [SUPPLIER_CALLS.allSuppliers])}
    />
  );
}
