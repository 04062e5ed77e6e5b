import { INVOICE_CALLS, INVOICE_IMPORT_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh } from '../../../platform/call.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { buildInvoiceRows, INVOICE_COLUMNS, type InvoiceImportField, invoiceIssueField } from './invoice-import.ts';

/** Sales/ImportInvoices: invoices from another system, imported as invoiced with their own numbers (one insertInvoices). */
export function ImportInvoicesPage() {
  const queryClient = useQueryClient();
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping<InvoiceImportField>) =>
      buildInvoiceRows(rows, mapping, currentLanguage()),
    [],
  );
  return (
    <CsvImportPage
      ns="salesReports.importInvoices"
      kind="invoices"
      testId="import-invoices-page"
      spec={INVOICE_COLUMNS}
      buildRows={buildRows}
      fieldOf={invoiceIssueField}
      insert={(list) => call(INVOICE_IMPORT_CALLS.insertInvoices, list)}
      afterImport={() => refresh(queryClient, [INVOICE_CALLS.invoicesDateRangePaged])}
    />
  );
}
