import { setImmediate as nextTurn } from 'node:timers/promises';
import { AUDIT_WORKBOOK_TEXTS, type AuditWorkbookText, type TAuditPeriod } from '@backoffice/domain';
import { writeSheet, type XlsxSheet, type XlsxType, xlsxCell, xlsxSheetName } from '@backoffice/domain/xlsx';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/client.ts';
import { drained, type FileSink } from '../../../platform/file-reply.ts';
import { type AuditHead, type AuditLine, auditLines } from './audit-data.ts';
import {
  accountType,
  documentRef,
  journalIds,
  lineAmount,
  lineRelation,
  periodOf,
  relationIds,
  transactionKey,
  transactionNumber,
} from './audit-format.ts';

// The audit file's data as .xlsx (exceljs's streaming writer): ledger accounts, relations, opening balance and the
// transactions, one row per booking line, written a chunk at a time as the XML is. Sheet names and column titles in
// the user's language (the page sends them; English when left out).

type Titles = Partial<Record<AuditWorkbookText, string>>;

const money = (cents: number) => (cents > 0 ? cents : null);

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: XlsxSheet) {
  const worksheet = workbook.addWorksheet(xlsxSheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  writeSheet(worksheet, sheet);
  return worksheet;
}

const TRANSACTION_COLUMNS: [AuditWorkbookText, XlsxType?][] = [
  ['journal'],
  ['journalName'],
  ['transaction'],
  ['period', 'number'],
  ['date', 'date'],
  ['line', 'number'],
  ['account'],
  ['accountName'],
  ['document'],
  ['description'],
  ['debit', 'money'],
  ['credit', 'money'],
  ['relation'],
  ['vatCode'],
];

/** Writes the workbook of the period (its head read at the start) into the sink's stream (exceljs ends it). */
export async function writeAuditWorkbook(
  database: Database,
  ownerId: number,
  period: TAuditPeriod,
  head: AuditHead,
  titles: Titles,
  sink: FileSink,
) {
  const text = (key: AuditWorkbookText) => titles[key] || AUDIT_WORKBOOK_TEXTS[key];
  const columns = (keys: [AuditWorkbookText, XlsxType?][]) => keys.map(([key, type]) => ({ header: text(key), type }));
  const accounts = new Map(head.accounts.map((account) => [account.id, account]));
  const relations = relationIds(head.relations);
  const journals = journalIds(head.diaries);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.created = new Date();
  addSheet(workbook, {
    name: text('ledgerSheet'),
    columns: columns([['account'], ['accountName'], ['accountType'], ['rgsCode']]),
    rows: head.accounts.map((a) => [a.number, a.description, accountType(a.kind), a.rgsCode]),
  }).commit();
  addSheet(workbook, {
    name: text('relationsSheet'),
    columns: columns(
      (
        [
          'relation',
          'relationType',
          'name',
          'street',
          'houseNumber',
          'postalCode',
          'city',
          'country',
          'vatNumber',
          'cocNumber',
        ] as const
      ).map((key) => [key]),
    ),
    rows: head.relations.map((r) => [
      relations.get(`${r.type}:${r.id}`) ?? '',
      r.type,
      r.name,
      r.street,
      r.houseNumber,
      r.postalCode,
      r.city,
      r.country,
      r.vatNumber,
      r.cocNumber,
    ]),
  }).commit();
  addSheet(workbook, {
    name: text('openingSheet'),
    columns: columns([['account'], ['accountName'], ['debit', 'money'], ['credit', 'money']]),
    rows: head.opening.map((line) => [
      accounts.get(line.accountId)?.number ?? '',
      accounts.get(line.accountId)?.description ?? '',
      money(line.balance),
      money(-line.balance),
    ]),
  }).commit();

  const transactionColumns = columns(TRANSACTION_COLUMNS);
  let key = '';
  let lineNr = 0;
  const row = (line: AuditLine) => {
    const next = `${line.diaryId}|${transactionKey(line)}`;
    lineNr = next === key ? lineNr + 1 : 1;
    key = next;
    const amount = lineAmount(line);
    const account = accounts.get(line.accountId);
    return [
      journals.get(line.diaryId)?.id ?? `D${line.diaryId}`,
      journals.get(line.diaryId)?.name ?? '',
      transactionNumber(line),
      periodOf(period, line.date),
      line.date,
      lineNr,
      account?.number ?? '',
      account?.description ?? '',
      documentRef(line),
      line.description,
      money(amount),
      money(-amount),
      lineRelation(relations, line),
      line.vatCodeId ? String(line.vatCodeId) : '',
    ];
  };
  let worksheet: ExcelJS.Worksheet | undefined;
  const transactions = (rows: ReturnType<typeof row>[]) =>
    addSheet(workbook, { name: text('transactionsSheet'), columns: transactionColumns, rows });
  for await (const chunk of auditLines(database, ownerId, period, head)) {
    const rows = chunk.map(row);
    if (!worksheet) worksheet = transactions(rows);
    else
      for (const values of rows)
        worksheet.addRow(transactionColumns.map((c, i) => xlsxCell(c.type, values[i]))).commit();
    // Let the zip catch up, and wait while the client is behind: one chunk in memory at a time.
    await nextTurn();
    if (sink.stream.writableNeedDrain) await drained(sink.stream);
  }
  (worksheet ?? transactions([])).commit();
  await workbook.commit();
}
