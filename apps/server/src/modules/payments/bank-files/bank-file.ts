import type { ParsedBankFile } from '@backoffice/domain';
import { parseBankCsv } from './bank-csv.ts';
import { parseCamt053, parseCamt053InTurns } from './camt053.ts';

/**
 * A bank file as statements, whatever its name says: XML (its first character after a byte order mark and white
 * space is '<') is read as camt.053, anything else as a bank's CSV export.
 */
export function parseBankFile(bytes: Uint8Array): ParsedBankFile {
  return isXml(bytes) ? parseCamt053(bytes) : parseBankCsv(bytes);
}

function isXml(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^(\xEF\xBB\xBF|\s)+/, '');
  return start.startsWith('<');
}

/** parseBankFile for the import call: a large camt.053 is read a slice per turn, other calls answered meanwhile. */
export async function parseBankFileInTurns(bytes: Uint8Array): Promise<ParsedBankFile> {
  return isXml(bytes) ? parseCamt053InTurns(bytes) : parseBankCsv(bytes);
}
