import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TAuditPeriod } from '@backoffice/domain';
import { writeSheet, type XlsxSheet, xlsxCell, xlsxSheetName } from '@backoffice/domain/xlsx';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client.ts';
import { drained, type FileSink } from '../../../platform/file-reply.ts';
import { type AuditLine, auditHead, auditLines } from './audit-data.ts';
import {
  accountType,
  documentRef,
  journalIds,
  lineAmount,
  lineRelation,
  periodOf,
  relationIds,
  transactionKey,
} from './audit-format.ts';

// The audit file's data as .xlsx (exceljs's streaming writer): ledger accounts, relations, opening balance and the
// transactions, one row per booking line, written a chunk at a time as the XML is. Column names are XAF's own.

const money = (cents: number) => (cents > 0 ? cents : null);

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: XlsxSheet) {
  const worksheet = workbook.addWorksheet(xlsxSheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  writeSheet(worksheet, sheet);
  return worksheet;
}

const TRANSACTION_COLUMNS: XlsxSheet['columns'] = [
  { header: 'jrnID' },
  { header: 'journal' },
  { header: 'transaction nr' },
  { header: 'periodNumber', type: 'number' },
  { header: 'trDt', type: 'date' },
  { header: 'trLine nr', type: 'number' },
  { header: 'accID' },
  { header: 'accDesc' },
  { header: 'docRef' },
  { header: 'desc' },
  { header: 'debit', type: 'money' },
  { header: 'credit', type: 'money' },
  { header: 'custSupID' },
  { header: 'vatID' },
];

/** Writes the workbook into the sink's stream (exceljs ends it). */
export async function writeAuditWorkbook(tx: Db, ownerId: number, period: TAuditPeriod, sink: FileSink) {
  const head = await auditHead(tx, ownerId, period);
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
    name: 'Ledger accounts',
    columns: [{ header: 'accID' }, { header: 'accDesc' }, { header: 'accTp' }, { header: 'RGS' }],
    rows: head.accounts.map((a) => [a.number, a.description, accountType(a.kind), a.rgsCode]),
  }).commit();
  addSheet(workbook, {
    name: 'Relations',
    columns: [
      'custSupID',
      'custSupTp',
      'custSupName',
      'streetname',
      'number',
      'postalCode',
      'city',
      'country',
      'taxRegIdent',
      'commerceNr',
    ].map((header) => ({ header })),
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
    name: 'Opening balance',
    columns: [
      { header: 'accID' },
      { header: 'accDesc' },
      { header: 'debit', type: 'money' },
      { header: 'credit', type: 'money' },
    ],
    rows: head.opening.map((line) => [
      accounts.get(line.accountId)?.number ?? '',
      accounts.get(line.accountId)?.description ?? '',
      money(line.balance),
      money(-line.balance),
    ]),
  }).commit();

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
      documentRef(line),
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
  for await (const chunk of auditLines(tx, ownerId, period)) {
    const rows = chunk.map(row);
    if (!worksheet) worksheet = addSheet(workbook, { name: 'Transactions', columns: TRANSACTION_COLUMNS, rows });
    else
      for (const values of rows)
        worksheet.addRow(TRANSACTION_COLUMNS.map((c, i) => xlsxCell(c.type, values[i]))).commit();
    // Let the zip catch up, and wait while the client is behind: one chunk in memory at a time.
    await nextTurn();
    if (sink.stream.writableNeedDrain) await drained(sink.stream);
  }
  (worksheet ?? addSheet(workbook, { name: 'Transactions', columns: TRANSACTION_COLUMNS, rows: [] })).commit();
  await workbook.commit();
}
