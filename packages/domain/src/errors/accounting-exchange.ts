import type { ErrorTexts } from './format.ts';

/** The audit file export and the ledger import (issue 20, Closing and exchange). */
export const ACCOUNTING_EXCHANGE_ERRORS = {
  'auditfile.period': 'The period must end on or after its start and span at most {{months}} months',
  'ledgerImport.unknownClass': 'Class {{name}} does not exist',
  'ledgerImport.duplicateNumber': 'Ledger account number {{number}} is in the file more than once',
} as const satisfies ErrorTexts;
