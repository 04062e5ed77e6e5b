import type { BankBalance, BankStatement, ParsedBankFile } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';
import { readXmlTree, readXmlTreeInTurns, type XmlElement, type XmlTreeOptions } from '../../../platform/xml-tree.ts';
import { entryLines } from './camt-entry.ts';
import { childrenOf, dateIn, dayOf, elementAt, firstTextAt, signedCents, textAt, type Where } from './camt-nodes.ts';
import { keyedLines } from './line-key.ts';

// A camt.053 bank-to-customer statement (ISO 20022) as statements. The namespace names the version; those read here
// differ only in places this reader looks at both ways (Sts, party wrappers, BIC/BICFI).

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.';
const VERSIONS = new Set(['001.02', '001.03', '001.04', '001.08']);

/**
 * A year of a busy account (10,000 entries of some 60 elements) fits; the tree of the largest file stays within a
 * few hundred MB.
 */
export const MAX_CAMT_BYTES = 40 * 1024 * 1024;
export const MAX_CAMT_ELEMENTS = 1_000_000;

/** The signed balance of that type (OPBD, CLBD), null when the statement gives none. */
function balanceOf(statement: XmlElement, types: readonly string[], where: Where): BankBalance | null {
  const balances = childrenOf(statement, 'Bal');
  for (const type of types) {
    const balance = balances.find((element) => textAt(element, 'Tp/CdOrPrtry/Cd') === type);
    const amount = elementAt(balance, 'Amt');
    if (!balance || !amount) continue;
    const date = dateIn(elementAt(balance, 'Dt') ?? balance, where, `Bal ${type}/Dt`) ?? '';
    return { cents: signedCents(amount, textAt(balance, 'CdtDbtInd'), where, `Bal ${type}/Amt`), date };
  }
  return null;
}

function statementOf(statement: XmlElement, index: number): BankStatement {
  const statementId = textAt(statement, 'Id');
  const where = { statement: statementId || String(index + 1), entry: '-' };
  const accountIban = firstTextAt(statement, 'Acct/Id/IBAN', 'Acct/Id/Othr/Id').replace(/\s/g, '').toUpperCase();
  if (!accountIban) throw fail('bankFile.missing', { ...where, field: 'Acct/Id/IBAN' });
  const currency =
    textAt(statement, 'Acct/Ccy') || elementAt(statement, 'Bal/Amt')?.attributes.get('Ccy')?.trim() || 'EUR';
  const lines = childrenOf(statement, 'Ntry').flatMap((entry, entryIndex) =>
    entryLines(entry, { ...where, entry: entryIndex + 1 }, currency),
  );
  const period = elementAt(statement, 'FrToDt');
  return {
    accountIban,
    currency,
    statementId,
    electronicSequenceNumber: textAt(statement, 'ElctrncSeqNb') || null,
    fromDate: dayOf(textAt(period, 'FrDtTm'), where, 'FrToDt/FrDtTm'),
    toDate: dayOf(textAt(period, 'ToDtTm'), where, 'FrToDt/ToDtTm'),
    // A statement of the day's first booking gives its previous closing balance (PRCD) instead of an opening one.
    openingBalance: balanceOf(statement, ['OPBD', 'PRCD'], where),
    closingBalance: balanceOf(statement, ['CLBD'], where),
    lines: keyedLines(accountIban, lines),
  };
}

const TREE_OPTIONS: XmlTreeOptions = {
  errors: 'bankFile',
  maxBytes: MAX_CAMT_BYTES,
  maxElements: MAX_CAMT_ELEMENTS,
  maxDepth: 40,
};

function camtOf(root: XmlElement): ParsedBankFile {
  if (root.local !== 'Document' || !root.uri.startsWith(NAMESPACE))
    throw fail('bankFile.notCamt053', { root: `${root.local} ${root.uri}`.trim().slice(0, 120) });
  const version = root.uri.slice(NAMESPACE.length);
  if (!VERSIONS.has(version)) throw fail('bankFile.camtVersion', { version: `camt.053.${version.slice(0, 20)}` });
  const variant = `camt.053.${version}`;
  const statements = childrenOf(elementAt(root, 'BkToCstmrStmt'), 'Stmt').map(statementOf);
  if (statements.length === 0) throw fail('bankFile.noStatements');
  return { format: 'camt053', variant, statements };
}

/** The statements of a camt.053 file (its bytes or text), or a 400 naming what cannot be read. */
export function parseCamt053(input: Uint8Array | string): ParsedBankFile {
  return camtOf(readXmlTree(input, TREE_OPTIONS));
}

/** parseCamt053 giving other calls their turns while it reads a large file. */
export async function parseCamt053InTurns(input: Uint8Array): Promise<ParsedBankFile> {
  return camtOf(await readXmlTreeInTurns(input, TREE_OPTIONS));
}
