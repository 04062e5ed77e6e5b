import { z } from 'zod';
import { defineCall, ZFile, ZNoBody } from '../api/contract.ts';
import { zCode, zIsoDate, zLine } from '../api/fields.ts';
import { LEDGER_KINDS } from './enums.ts';

// Closing and exchange (issue 20): the XAF 3.2 audit file and the same data as Excel for a period (show_accounting),
// and ledger accounts imported from a CSV with column mapping (ImportLedger, accounting_admin).

/** An audit file covers at most this many months (its periods are numbered with at most three digits). */
export const AUDIT_FILE_MAX_MONTHS = 60;

/** The calendar months a period touches (1 for a period within one month); 0 when it ends before it starts. */
export function periodMonths(startDate: string, endDate: string): number {
  if (endDate < startDate) return 0;
  const month = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return month(endDate) - month(startDate) + 1;
}

export const auditPeriodAllowed = (startDate: string, endDate: string) => {
  const months = periodMonths(startDate, endDate);
  return months > 0 && months <= AUDIT_FILE_MAX_MONTHS;
};

export const ZAuditPeriod = z.object({ startDate: zIsoDate, endDate: zIsoDate });
export type TAuditPeriod = z.infer<typeof ZAuditPeriod>;

/** The audit file's Excel texts (sheet names and column titles) by key, in English: the page sends them translated. */
export const AUDIT_WORKBOOK_TEXTS = {
  ledgerSheet: 'Ledger accounts',
  relationsSheet: 'Relations',
  openingSheet: 'Opening balance',
  transactionsSheet: 'Transactions',
  account: 'Account',
  accountName: 'Account name',
  accountType: 'Balance (B) or P&L (P)',
  rgsCode: 'RGS code',
  relation: 'Relation',
  relationType: 'Customer (C) or supplier (S)',
  name: 'Name',
  street: 'Street',
  houseNumber: 'Number',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
  vatNumber: 'VAT number',
  cocNumber: 'Chamber of Commerce number',
  journal: 'Journal',
  journalName: 'Journal name',
  transaction: 'Transaction',
  period: 'Period',
  date: 'Date',
  line: 'Line',
  document: 'Document',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  vatCode: 'VAT code',
} as const;
export type AuditWorkbookText = keyof typeof AUDIT_WORKBOOK_TEXTS;

/** The Excel audit file: the period, and its texts in the user's language by key (English when left out). */
export const ZAuditExcelRequest = ZAuditPeriod.extend({
  titles: z.partialRecord(z.enum(Object.keys(AUDIT_WORKBOOK_TEXTS) as [AuditWorkbookText]), zLine(100)).default({}),
});

/** The fields a ledger CSV can fill; number, description and kind are required. */
export const LEDGER_IMPORT_FIELDS = ['number', 'description', 'kind', 'className', 'rgsCode'] as const;
export type LedgerImportField = (typeof LEDGER_IMPORT_FIELDS)[number];

/**
 * The column mapping kept in the owner setting ledgerCSV (spec 000 §3): per field the header of the column that fills
 * it ('' or left out: not mapped), so the next file with the same headers maps itself.
 */
export const ZLedgerCsvMapping = z.object({
  number: zLine(200).default(''),
  description: zLine(200).default(''),
  kind: zLine(200).default(''),
  className: zLine(200).default(''),
  rgsCode: zLine(200).default(''),
});
export type TLedgerCsvMapping = z.infer<typeof ZLedgerCsvMapping>;

/**
 * One ledger account of the file. A class (by name or number 1-7) or RGS code left out (column not mapped) keeps what
 * an existing account has; an empty one clears it.
 */
export const ZLedgerImportRow = z.object({
  number: zLine(20, { min: 1 }),
  description: zLine(200, { min: 1 }),
  kind: zCode(LEDGER_KINDS),
  className: zLine(200).optional(),
  rgsCode: zLine(30).optional(),
});
export type TLedgerImportRow = z.infer<typeof ZLedgerImportRow>;

export const ZLedgerImportRequest = z.object({
  mapping: ZLedgerCsvMapping,
  accounts: z.array(ZLedgerImportRow).min(1).max(5000),
});

export const ZLedgerImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type TLedgerImportResult = z.infer<typeof ZLedgerImportResult>;

export const ACCOUNTING_EXCHANGE_CALLS = {
  exportAuditfile: defineCall({
    method: 'POST',
    path: '/exportAuditfile',
    area: 'accounting',
    level: 'read',
    body: ZAuditPeriod,
    response: ZFile,
    summary: 'The XAF 3.2 audit file of a period (XML Auditfile Financieel), streamed',
  }),
  exportAuditfileExcel: defineCall({
    method: 'POST',
    path: '/exportAuditfileExcel',
    area: 'accounting',
    level: 'read',
    body: ZAuditExcelRequest,
    response: ZFile,
    summary: 'The audit file of a period as .xlsx: ledger accounts, relations, opening balance, transactions',
  }),
  ledgerCsvMapping: defineCall({
    method: 'POST',
    path: '/ledgerCsvMapping',
    area: 'accounting',
    level: 'admin',
    body: ZNoBody,
    response: ZLedgerCsvMapping.nullable(),
    summary: 'The column mapping of the last ledger CSV imported (owner setting ledgerCSV), or null',
  }),
  importLedger: defineCall({
    method: 'POST',
    path: '/importLedger',
    area: 'accounting',
    level: 'admin',
    body: ZLedgerImportRequest,
    response: ZLedgerImportResult,
    summary:
      'Ledger accounts from a CSV: existing numbers updated, new ones created, all or nothing; keeps the mapping',
  }),
} as const;
