import { ACCOUNTING_EXCHANGE_CALLS, LEDGER_ACCOUNT_CALLS, ZLedgerCsvMapping } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { call, refresh, useCall } from '../../../platform/call.ts';
import { columnsToKeep } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { buildLedgerRows, LEDGER_COLUMNS, ledgerIssueField } from './ledger-import.ts';

/** /Accounting2/ImportLedger: ledger accounts from a CSV (the shared flow); the mapping is kept for the next file. */
export function ImportLedgerPage() {
  const queryClient = useQueryClient();
  const kept = useCall(ACCOUNTING_EXCHANGE_CALLS.ledgerCsvMapping, {});
  return (
    <CsvImportPage
      ns="accountingExchange.import"
      testId="import-ledger-page"
      spec={LEDGER_COLUMNS}
      loading={kept.isPending}
      kept={kept.data ?? undefined}
      buildRows={buildLedgerRows}
      fieldOf={ledgerIssueField}
      insert={async (accounts, columns) => {
        const mapping = ZLedgerCsvMapping.parse(columnsToKeep(columns.mapping, columns.headers));
        const answer = await call(ACCOUNTING_EXCHANGE_CALLS.importLedger, { mapping, accounts });
        return { imported: answer.created + answer.updated };
      }}
      afterImport={() => refresh(queryClient, [LEDGER_ACCOUNT_CALLS.all, ACCOUNTING_EXCHANGE_CALLS.ledgerCsvMapping])}
    />
  );
}
