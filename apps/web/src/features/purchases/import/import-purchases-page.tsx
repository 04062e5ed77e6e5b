import { OWNER_LIST_CALLS, PURCHASE_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh, useCall } from '../../../platform/call.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useSuppliers } from '../api.ts';
import { PURCHASE_LIST_CALLS, usePurchaseCategories, usePurchaseTypes } from '../purchase-api.ts';
import {
  buildPurchaseRows,
  PURCHASE_COLUMNS,
  type PurchaseImportField,
  purchaseIssueField,
} from './purchase-import.ts';

/** Purchases/ImportPurchases: draft purchases from a CSV with column mapping; one insertPurchases (a job). */
export function ImportPurchasesPage() {
  const queryClient = useQueryClient();
  const suppliers = useSuppliers();
  const categories = usePurchaseCategories();
  const purchaseTypes = usePurchaseTypes();
  const vatCodes = useCall(OWNER_LIST_CALLS.vatCodes.all);
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping<PurchaseImportField>) =>
      buildPurchaseRows(
        rows,
        mapping,
        {
          suppliers: suppliers.data ?? [],
          categories: categories.data ?? [],
          purchaseTypes: purchaseTypes.data ?? [],
          vatCodes: vatCodes.data ?? [],
        },
        currentLanguage(),
      ),
    [suppliers.data, categories.data, purchaseTypes.data, vatCodes.data],
  );
  return (
    <CsvImportPage
      ns="purchases.import"
      kind="purchases"
      testId="import-purchases-page"
      spec={PURCHASE_COLUMNS}
      loading={[suppliers, categories, purchaseTypes, vatCodes].some((list) => list.isPending)}
      buildRows={buildRows}
      fieldOf={purchaseIssueField}
      insert={(list) => call(PURCHASE_CALLS.insertPurchases, list)}
      afterImport={() => refresh(queryClient, [...PURCHASE_LIST_CALLS])}
    />
  );
}
