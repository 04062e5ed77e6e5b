import type { TAuditPeriod } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { Database } from '../../../db/client.ts';
import type { FileSink } from '../../../platform/file-reply.ts';
import { XmlWriter } from '../../../platform/xml-writer.ts';
import { type AuditHead, type AuditLine, auditLines } from './audit-data.ts';
import {
  accountType,
  auditPeriods,
  cut,
  debitCredit,
  documentRef,
  fiscalYear,
  journalIds,
  journalType,
  lineAmount,
  lineRelation,
  periodOf,
  relationIds,
  transactionKey,
  transactionNumber,
  xafAmount,
  xafCountry,
  xafPercentage,
} from './audit-format.ts';

// The XAF 3.2 audit file (XML Auditfile Financieel, ../shared/reference/xaf): header, company with its relations,
// ledger accounts, VAT codes, periods and opening balance, then the period's transactions per diary, written to the
// sink as the lines come from the database. Element order and lengths are the schema's.

const XAF_NAMESPACE = 'http://www.auditfiles.nl/XAF/3.2';

function writeAddress(
  xml: XmlWriter,
  a: { street: string; number?: string; city: string; postalCode: string; country: string },
) {
  const country = xafCountry(a.country);
  if (!a.street && !a.city && !a.postalCode && !country) return;
  xml.start('streetAddress');
  xml.optional('streetname', cut(a.street, 999));
  xml.optional('number', cut(a.number ?? '', 15));
  xml.optional('city', cut(a.city, 50));
  xml.optional('postalCode', cut(a.postalCode, 10));
  xml.optional('country', country);
  xml.end();
}

function writeHeader(xml: XmlWriter, period: TAuditPeriod) {
  xml.start('header');
  xml.leaf('fiscalYear', fiscalYear(period));
  xml.leaf('startDate', period.startDate).leaf('endDate', period.endDate);
  xml.leaf('curCode', 'EUR').leaf('dateCreated', todayIso());
  xml.leaf('softwareDesc', 'Back office').leaf('softwareVersion', '1.0');
  xml.end();
}

function writeRelations(xml: XmlWriter, head: AuditHead, ids: Map<string, string>) {
  if (head.relations.length === 0) return;
  xml.start('customersSuppliers');
  for (const r of head.relations) {
    xml.start('customerSupplier');
    xml.leaf('custSupID', ids.get(`${r.type}:${r.id}`) ?? '');
    xml.optional('custSupName', cut(r.name, 50));
    xml.optional('commerceNr', cut(r.cocNumber, 999));
    xml.optional('taxRegistrationCountry', xafCountry(r.country));
    xml.optional('taxRegIdent', cut(r.vatNumber, 30));
    xml.leaf('custSupTp', r.type);
    writeAddress(xml, { ...r, number: r.houseNumber });
    xml.end();
  }
  xml.end();
}

function writeLedger(xml: XmlWriter, head: AuditHead) {
  if (head.accounts.length === 0) return;
  xml.start('generalLedger');
  for (const account of head.accounts) {
    xml.start('ledgerAccount');
    xml.leaf('accID', account.number).leaf('accDesc', account.description).leaf('accTp', accountType(account.kind));
    // The RGS reference code (Referentie Grootboekschema) the account maps to.
    xml.optional('leadCode', account.rgsCode);
    xml.end();
  }
  xml.end();
}

function writeVatCodes(xml: XmlWriter, head: AuditHead, numbers: Map<number, string>) {
  if (head.vatCodes.length === 0) return;
  xml.start('vatCodes');
  for (const code of head.vatCodes) {
    xml.start('vatCode');
    xml.leaf('vatID', String(code.id)).leaf('vatDesc', code.name || String(code.id));
    xml.optional('vatToPayAccID', numbers.get(code.toPayAccountId));
    xml.optional('vatToClaimAccID', numbers.get(code.toClaimAccountId));
    xml.end();
  }
  xml.end();
}

function writePeriods(xml: XmlWriter, period: TAuditPeriod) {
  xml.start('periods');
  for (const p of auditPeriods(period)) {
    xml.start('period');
    xml.leaf('periodNumber', p.number).leaf('periodDesc', p.description);
    xml.leaf('startDatePeriod', p.startDate).leaf('endDatePeriod', p.endDate);
    xml.end();
  }
  xml.end();
}

function writeOpening(xml: XmlWriter, head: AuditHead, period: TAuditPeriod, numbers: Map<number, string>) {
  const lines = head.opening.filter((line) => numbers.has(line.accountId));
  const sum = (sign: 1 | -1) => lines.reduce((total, l) => total + (l.balance * sign > 0 ? Math.abs(l.balance) : 0), 0);
  xml.start('openingBalance');
  xml.leaf('opBalDate', period.startDate).leaf('opBalDesc', 'Balance of the bookings before the period');
  xml
    .leaf('linesCount', lines.length)
    .leaf('totalDebit', xafAmount(sum(1)))
    .leaf('totalCredit', xafAmount(sum(-1)));
  lines.forEach((line, index) => {
    xml.start('obLine');
    xml.leaf('nr', index + 1).leaf('accID', numbers.get(line.accountId) ?? '');
    xml.leaf('amnt', xafAmount(line.balance)).leaf('amntTp', debitCredit(line.balance));
    xml.end();
  });
  xml.end();
}

/** Writes the transactions of the lines as they come: a journal per diary, a transaction per document and date. */
class TransactionWriter {
  private journal: number | undefined;
  private key = '';
  private lines: AuditLine[] = [];
  private readonly relations: Map<string, string>;
  private readonly journals: ReturnType<typeof journalIds>;
  private readonly vatCodes: Map<number, AuditHead['vatCodes'][number]>;

  constructor(
    private readonly xml: XmlWriter,
    private readonly head: AuditHead,
    private readonly period: TAuditPeriod,
    private readonly numbers: Map<number, string>,
  ) {
    this.relations = relationIds(head.relations);
    this.journals = journalIds(head.diaries);
    this.vatCodes = new Map(head.vatCodes.map((code) => [code.id, code]));
  }

  add(line: AuditLine) {
    if (line.diaryId !== this.journal) {
      this.finishTransaction();
      if (this.journal !== undefined) this.xml.end();
      this.openJournal(line.diaryId);
    }
    const key = transactionKey(line);
    if (key !== this.key) {
      this.finishTransaction();
      this.key = key;
    }
    this.lines.push(line);
  }

  finish() {
    this.finishTransaction();
    if (this.journal !== undefined) this.xml.end();
  }

  private openJournal(diaryId: number) {
    const diary = this.journals.get(diaryId) ?? { id: `D${diaryId}`, name: `Diary ${diaryId}`, kind: 0 };
    this.journal = diaryId;
    this.xml.start('journal').leaf('jrnID', diary.id).leaf('desc', diary.name).leaf('jrnTp', journalType(diary.kind));
  }

  private finishTransaction() {
    const [first] = this.lines;
    if (!first) return;
    const { xml } = this;
    const nr = transactionNumber(first);
    const debit = this.lines.reduce((total, line) => total + line.debit, 0);
    xml.start('transaction').leaf('nr', nr);
    xml.optional('desc', this.lines.find((line) => line.description)?.description);
    xml.leaf('periodNumber', periodOf(this.period, first.date)).leaf('trDt', first.date);
    xml.leaf('amnt', xafAmount(debit)).leaf('amntTp', 'D');
    for (const [index, line] of this.lines.entries()) this.writeLine(line, index + 1);
    xml.end();
    this.lines = [];
  }

  private writeLine(line: AuditLine, nr: number) {
    const { xml } = this;
    const amount = lineAmount(line);
    xml
      .start('trLine')
      .leaf('nr', nr)
      .leaf('accID', this.numbers.get(line.accountId) ?? '');
    xml.leaf('docRef', documentRef(line)).leaf('effDate', line.date);
    xml.optional('desc', line.description);
    xml.leaf('amnt', xafAmount(amount)).leaf('amntTp', debitCredit(amount));
    xml.optional('custSupID', lineRelation(this.relations, line));
    const code = this.vatCodes.get(line.vatCodeId);
    // The VAT itself: a line of a VAT code on a VAT account (the turnover it is on carries the code, not an amount).
    if (code && this.head.vatAccountIds.has(line.accountId)) {
      xml.start('vat').leaf('vatID', String(code.id)).leaf('vatPerc', xafPercentage(code.percentage));
      xml.leaf('vatAmnt', xafAmount(amount)).leaf('vatAmntTp', debitCredit(amount));
      xml.end();
    }
    xml.end();
  }
}

/** Writes the audit file of the period (its head read at the start) into the sink, the lines a chunk at a time. */
export async function writeAuditFile(
  database: Database,
  ownerId: number,
  period: TAuditPeriod,
  head: AuditHead,
  sink: FileSink,
): Promise<void> {
  const numbers = new Map(head.accounts.map((account) => [account.id, account.number]));
  const xml = new XmlWriter(sink);
  xml.start('auditfile', { xmlns: XAF_NAMESPACE });
  writeHeader(xml, period);
  const { company } = head;
  xml.start('company');
  xml.optional('companyIdent', cut(company.cocNumber, 35));
  xml.leaf('companyName', cut(company.name, 999));
  xml.leaf('taxRegistrationCountry', xafCountry(company.country) ?? 'NL');
  xml.leaf('taxRegIdent', cut(company.vatNumber, 30));
  writeAddress(xml, company);
  writeRelations(xml, head, relationIds(head.relations));
  writeLedger(xml, head);
  writeVatCodes(xml, head, numbers);
  writePeriods(xml, period);
  writeOpening(xml, head, period, numbers);
  xml.start('transactions');
  xml.leaf('linesCount', head.totals.lines);
  xml.leaf('totalDebit', xafAmount(head.totals.debit)).leaf('totalCredit', xafAmount(head.totals.credit));
  const transactions = new TransactionWriter(xml, head, period, numbers);
  for await (const chunk of auditLines(database, ownerId, period, head)) {
    for (const line of chunk) transactions.add(line);
    await xml.flush();
  }
  transactions.finish();
  await xml.close();
}
