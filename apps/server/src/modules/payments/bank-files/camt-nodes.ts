import { decimalTextToCents, isValidIsoDate } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';
import type { XmlElement } from '../../../platform/xml-tree.ts';

// Finding camt.053 elements by a path of local names ('RltdPties/Dbtr/Nm'). Every element of the message is in the
// document's one namespace, so a child counts only in its parent's namespace: a bank's extension in another
// namespace (SplmtryData) never passes for a standard element.

/** Where in the file a value stands, for the message that refuses it. */
export interface Where {
  statement: string;
  entry: number | string;
}

type Node = XmlElement | undefined;

const named = (parent: XmlElement, name: string) => (child: XmlElement) =>
  child.local === name && child.uri === parent.uri;

export const childrenOf = (parent: Node, name: string): XmlElement[] =>
  parent ? parent.children.filter(named(parent, name)) : [];

export function elementAt(parent: Node, path: string): Node {
  let current = parent;
  for (const name of path.split('/')) current = current?.children.find(named(current, name));
  return current;
}

/** The trimmed text at that path, '' when absent. */
export const textAt = (parent: Node, path: string): string => elementAt(parent, path)?.text.trim() ?? '';

/** The first of the paths that has text. */
export const firstTextAt = (parent: Node, ...paths: string[]): string =>
  paths.map((path) => textAt(parent, path)).find((text) => text !== '') ?? '';

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

const NOT_AMOUNT = { ok: false, reason: 'notAmount' } as const;

/** An Amt element with its CdtDbtInd as signed cents (credit +, debit -), or a 400 naming where it stands. */
export function signedCents(amount: XmlElement, indicator: string, where: Where, field: string): number {
  // xsd:decimal has no thousands separator: '1,000' is refused rather than read as a thousand.
  const read = amount.text.includes(',') ? NOT_AMOUNT : decimalTextToCents(amount.text, '.');
  if (!read.ok) throw fail(`bankFile.${read.reason}`, { ...where, field, value: shown(amount.text.trim()) });
  return indicator === 'DBIT' ? -read.cents : read.cents;
}

/** The day of an ISO date or date-time as the bank wrote it (its own time zone), null when there is no text. */
export function dayOf(text: string, where: Where, field: string): string | null {
  if (text === '') return null;
  const date = text.slice(0, 10);
  if (!isValidIsoDate(date)) throw fail('bankFile.notDate', { ...where, field, value: shown(text) });
  return date;
}

/** The day of a camt date choice (Dt or DtTm), null when the element is absent. */
export function dateIn(choice: Node, where: Where, field: string): string | null {
  if (!choice) return null;
  const day = dayOf(firstTextAt(choice, 'Dt', 'DtTm'), where, field);
  if (!day) throw fail('bankFile.missing', { ...where, field });
  return day;
}
