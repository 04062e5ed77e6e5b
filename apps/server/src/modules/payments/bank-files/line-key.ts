import { createHash } from 'node:crypto';
import type { BankStatementLine } from '@backoffice/domain';

/** A line as read, before it has its position and key. */
export type ReadLine = Omit<BankStatementLine, 'position' | 'key'>;

// References that say nothing: a bank fills them in when the payer gave none.
const EMPTY_REFERENCES = new Set(['', 'NOTPROVIDED', 'NONREF', 'NONE']);
const usable = (reference: string) => !EMPTY_REFERENCES.has(reference.trim().toUpperCase());

/**
 * The lines of one statement with their 1-based position and their key. The key is the own account with the bank's
 * reference, else with the end-to-end id (the payer chooses it, so it is kept apart by booking date and amount), else
 * a hash of what the line says and its balance after. In that hash the position is the line's occurrence among the
 * statement's lines that say the same: two identical lines stay two, while an overlapping export, where the same line
 * stands at another place, still gives the same key.
 */
export function keyedLines(accountIban: string, lines: readonly ReadLine[]): BankStatementLine[] {
  const seen = new Map<string, number>();
  return lines.map((line, index) => {
    const position = index + 1;
    if (usable(line.bankReference)) return { ...line, position, key: `${accountIban}|ref|${line.bankReference}` };
    if (usable(line.endToEndId))
      return { ...line, position, key: `${accountIban}|e2e|${line.endToEndId}|${line.bookingDate}|${line.cents}` };
    const content = JSON.stringify([
      line.bookingDate,
      line.cents,
      line.counterpartyIban,
      line.counterpartyName,
      line.description,
      line.structuredReference,
      line.balanceAfter,
    ]);
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    const hash = createHash('sha256').update(`${content}#${occurrence}`).digest('hex').slice(0, 32);
    return { ...line, position, key: `${accountIban}|hash|${hash}` };
  });
}
