import { periodMonths, type TAuditPeriod } from '@backoffice/domain';
import { endOfMonth } from '@backoffice/domain/dates';
import type { AuditHead, AuditLine } from './audit-data.ts';

// How the audit file writes values (XAF 3.2 types), shared by the XML and the Excel export: amounts as a positive
// decimal with D or C, periods as the months of the export, relations and journals by a unique id.

/** Cents → '1234.56' (the amount without its sign; the sign is the D/C beside it). */
export function xafAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** D for a debit balance or line, C for a credit one. */
export const debitCredit = (signed: number): 'D' | 'C' => (signed < 0 ? 'C' : 'D');

/** The signed amount of a line: debit positive. */
export const lineAmount = (line: Pick<AuditLine, 'debit' | 'credit'>) => line.debit - line.credit;

/** A percentage in hundredths as XAF's decimal ('21', '9', '0.5'). */
export const xafPercentage = (hundredths: number) => String(hundredths / 100);

/** Text cut to an XAF length. */
export const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Codes that look like ISO 3166 but are not in XAF's list (reserved for other uses). */
const NOT_ISO = new Set(['EU', 'EZ', 'UK', 'UN', 'XK', 'EL']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166 country code XAF accepts, or undefined (XAF refuses a code it does not know). */
export function xafCountry(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || NOT_ISO.has(upper) || upper.startsWith('X') || upper.startsWith('Q'))
    return undefined;
  try {
    return regionNames.of(upper) ? upper : undefined;
  } catch {
    return undefined;
  }
}

/** Balance-sheet accounts (kind 1 assets, 2 liabilities) are B, profit and loss (3 expenses, 4 income) P. */
export const accountType = (kind: number): 'B' | 'P' => (kind <= 2 ? 'B' : 'P');

/** The journal type of a diary kind: 0 memorandum M, 1 sales S, 2 purchase P, 3 bank B, 4 cash C. */
export const journalType = (kind: number) => ['M', 'S', 'P', 'B', 'C'][kind] ?? 'M';

/** The export's periods: one per calendar month it touches, numbered from 1, cut to the export's dates. */
export function auditPeriods(period: TAuditPeriod) {
  const count = periodMonths(period.startDate, period.endDate);
  const [year = 0, month = 1] = period.startDate.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const y = year + Math.floor((month - 1 + index) / 12);
    const m = ((month - 1 + index) % 12) + 1;
    const first = `${y}-${String(m).padStart(2, '0')}-01`;
    const last = endOfMonth(first);
    return {
      number: index + 1,
      description: first.slice(0, 7),
      startDate: first < period.startDate ? period.startDate : first,
      endDate: last > period.endDate ? period.endDate : last,
    };
  });
}

/** The period number of a date within the export. */
export const periodOf = (period: TAuditPeriod, date: string) => periodMonths(period.startDate, date);

/** XAF's fiscal year: the year, or 'from-to' for a period over more than one. */
export function fiscalYear(period: TAuditPeriod): string {
  const from = period.startDate.slice(0, 4);
  const to = period.endDate.slice(0, 4);
  return from === to ? from : `${from}-${to}`;
}

/** A unique id per relation ('C' customers, 'S' suppliers, then the number), keyed by `C:<id>` / `S:<id>`. */
export function relationIds(relations: AuditHead['relations']): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const relation of relations) {
    let id = relation.number ? `${relation.type}${relation.number}` : `${relation.type}-${relation.id}`;
    // A deleted relation's number may have been given again: the id keeps them apart.
    if (taken.has(id)) id = `${id}-${relation.id}`;
    taken.add(id);
    ids.set(`${relation.type}:${relation.id}`, id);
  }
  return ids;
}

/** The relation id of a line ('' for none). */
export function lineRelation(ids: Map<string, string>, line: Pick<AuditLine, 'customerId' | 'supplierId'>): string {
  if (line.customerId) return ids.get(`C:${line.customerId}`) ?? '';
  if (line.supplierId) return ids.get(`S:${line.supplierId}`) ?? '';
  return '';
}

/** A unique journal id per diary: its number, or number and id when two diaries share a number. */
export function journalIds(diaries: AuditHead['diaries']): Map<number, { id: string; name: string; kind: number }> {
  const count = new Map<number, number>();
  for (const diary of diaries) count.set(diary.number, (count.get(diary.number) ?? 0) + 1);
  return new Map(
    diaries.map((diary) => [
      diary.id,
      {
        id: (count.get(diary.number) ?? 0) > 1 ? `${diary.number}-${diary.id}` : String(diary.number),
        name: diary.name,
        kind: diary.kind,
      },
    ]),
  );
}

/** The transaction a line belongs to: one document of a diary booked on one date (a rebooking is a new one). */
export const transactionKey = (line: AuditLine) =>
  `${line.documentKind}|${line.documentId}|${line.documentNumber}|${line.date}`;

/** The document reference of a line: its number, or kind and id for a document without one. */
export const documentRef = (line: AuditLine) => line.documentNumber || `${line.documentKind}-${line.documentId}`;

/**
 * A transaction's number, unique in its journal: the document and its date (a document booked again on a later date is
 * a transaction of its own), e.g. 2019001-20190201; at most XAF's 35 characters.
 */
export const transactionNumber = (line: AuditLine) => `${cut(documentRef(line), 26)}-${line.date.replaceAll('-', '')}`;
