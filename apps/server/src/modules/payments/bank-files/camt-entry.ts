import { fail } from '../../../platform/errors.ts';
import type { XmlElement } from '../../../platform/xml-tree.ts';
import { childrenOf, dateIn, elementAt, firstTextAt, signedCents, textAt, type Where } from './camt-nodes.ts';
import type { ReadLine } from './line-key.ts';

// A camt.053 entry (Ntry) as lines. A batch entry (a collection, a batch of salaries) carries one TxDtls per
// transaction: each becomes its own line with its own amount, when the amounts are all there, in the account's
// currency and add up to the entry; otherwise the entry stays one line, as the bank booked it.

function transactionCode(element: XmlElement | undefined): string {
  const domain = elementAt(element, 'BkTxCd/Domn');
  if (domain) return [textAt(domain, 'Cd'), textAt(domain, 'Fmly/Cd'), textAt(domain, 'Fmly/SubFmlyCd')].join('/');
  return textAt(element, 'BkTxCd/Prtry/Cd');
}

/** The other side: who paid us on a credit, whom we paid on a debit. Version 08 wraps the party in Pty. */
function counterparty(tx: XmlElement | undefined, credit: boolean) {
  const [party, agent] = credit ? ['Dbtr', 'DbtrAgt'] : ['Cdtr', 'CdtrAgt'];
  const parties = elementAt(tx, 'RltdPties');
  return {
    counterpartyName: firstTextAt(parties, `${party}/Nm`, `${party}/Pty/Nm`),
    counterpartyIban: textAt(parties, `${party}Acct/Id/IBAN`).replace(/\s/g, '').toUpperCase(),
    counterpartyBic: firstTextAt(elementAt(tx, 'RltdAgts'), `${agent}/FinInstnId/BIC`, `${agent}/FinInstnId/BICFI`),
  };
}

function remittance(tx: XmlElement | undefined, entry: XmlElement) {
  const information = elementAt(tx, 'RmtInf');
  const unstructured = childrenOf(information, 'Ustrd').map((element) => element.text.trim());
  const described = unstructured.filter((text) => text !== '').join(' ');
  return {
    description: described || firstTextAt(tx, 'AddtlTxInf') || textAt(entry, 'AddtlNtryInf'),
    structuredReference: textAt(information, 'Strd/CdtrRefInf/Ref'),
  };
}

interface EntryContext {
  entry: XmlElement;
  where: Where;
  currency: string;
}

function lineOf(context: EntryContext, tx: XmlElement | undefined, cents: number, bankReference: string): ReadLine {
  const { entry, where } = context;
  const bookingDate =
    dateIn(elementAt(entry, 'BookgDt'), where, 'BookgDt') ?? dateIn(elementAt(entry, 'ValDt'), where, 'ValDt');
  if (!bookingDate) throw fail('bankFile.missing', { ...where, field: 'BookgDt' });
  return {
    bookingDate,
    valueDate: dateIn(elementAt(entry, 'ValDt'), where, 'ValDt'),
    cents,
    ...counterparty(tx, cents >= 0),
    ...remittance(tx, entry),
    endToEndId: textAt(tx, 'Refs/EndToEndId'),
    bankReference,
    transactionCode: transactionCode(tx) || transactionCode(entry),
    balanceAfter: null,
  };
}

/** A TxDtls' own amount in the account's currency, signed; undefined when it has none. */
function transactionCents(context: EntryContext, tx: XmlElement, index: number): number | undefined {
  const amount = elementAt(tx, 'Amt') ?? elementAt(tx, 'AmtDtls/TxAmt/Amt');
  if (!amount || (amount.attributes.get('Ccy') ?? context.currency) !== context.currency) return undefined;
  const indicator = textAt(tx, 'CdtDbtInd') || textAt(context.entry, 'CdtDbtInd');
  return signedCents(amount, indicator, context.where, `NtryDtls/TxDtls[${index + 1}]/Amt`);
}

/** The booked lines of an entry; an entry that is pending or only informative books nothing yet. */
export function entryLines(entry: XmlElement, where: Where, currency: string): ReadLine[] {
  const status = firstTextAt(entry, 'Sts/Cd', 'Sts');
  if (status !== '' && status !== 'BOOK') return [];
  const amount = elementAt(entry, 'Amt');
  if (!amount) throw fail('bankFile.missing', { ...where, field: 'Amt' });
  const cents = signedCents(amount, textAt(entry, 'CdtDbtInd'), where, 'Amt');
  const entryReference = firstTextAt(entry, 'AcctSvcrRef', 'NtryRef');
  const transactions = childrenOf(entry, 'NtryDtls').flatMap((details) => childrenOf(details, 'TxDtls'));
  const context = { entry, where, currency };
  if (transactions.length <= 1) {
    const [tx] = transactions;
    return [lineOf(context, tx, cents, textAt(tx, 'Refs/AcctSvcrRef') || entryReference)];
  }
  const split = transactions.map((tx, index) => transactionCents(context, tx, index));
  const parts = split.filter((part) => part !== undefined);
  if (parts.length !== split.length || parts.reduce((sum, part) => sum + part, 0) !== cents)
    return [lineOf(context, undefined, cents, entryReference)];
  return transactions.map((tx, index) => {
    // The entry's reference is shared by its transactions: numbered, it still names each one.
    const reference = textAt(tx, 'Refs/AcctSvcrRef') || (entryReference && `${entryReference}/${index + 1}`);
    return lineOf(context, tx, parts[index] ?? 0, reference);
  });
}
