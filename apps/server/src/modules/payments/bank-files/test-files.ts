import { readFileSync } from 'node:fs';

// The bank files of ../shared/reference (read where they are, never copied) and a small camt.053 to vary.

const REFERENCE = new URL('../../../../../../../shared/reference/', import.meta.url);

export const referenceFile = (path: string): Buffer => readFileSync(new URL(path, REFERENCE));

export const referenceDirectory = (path: string): URL => new URL(path, REFERENCE);

const CAMT = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

/** A camt.053 entry of `amount` (CRDT or DBIT) with these TxDtls. */
export const camtEntry = (amount: string, indicator: string, transactions: string[] = [], extra = ''): string =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>2026-03-02</Dt></BookgDt><ValDt><Dt>2026-03-03</Dt></ValDt>${extra}` +
  `<NtryDtls>${transactions.map((tx) => `<TxDtls>${tx}</TxDtls>`).join('')}</NtryDtls></Ntry>`;

/** A small statement of NL91ABNA0417164300 holding these entries, in that namespace. */
export const smallCamt = (entries: string[], namespace = CAMT, prolog = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>${prolog}<Document xmlns="${namespace}"><BkToCstmrStmt><Stmt>` +
  '<Id>S-1</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id><Ccy>EUR</Ccy></Acct>' +
  `${entries.join('')}</Stmt></BkToCstmrStmt></Document>`;
