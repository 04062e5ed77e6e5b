import { centsToDecimalText, remittanceOf, sepaText } from '@backoffice/domain';
import { create } from 'xmlbuilder2';

// A SEPA credit transfer initiation (pain.001) of one batch: one payment information block (the debtor's account
// and the execution date) with a transfer per item. pain.001.001.09 by default; .03 for banks that still want it.
// Addresses are structured (street, building number, postal code, town, country as separate elements): from
// November 2026 banks refuse an address made of address lines only, so a creditor without a town gets no address
// at all (optional within the EEA) rather than an unstructured one. Texts are kept to the EPC's basic Latin set. Written with xmlbuilder2 (DESIGN §2: XML out),
// which escapes every text; the element order follows the XSD sequences (checked with xmllint in the tests).

type PainVersion = 3 | 9;

export interface SepaParty {
  name: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

interface SepaTransfer {
  endToEndId: string;
  amount: number;
  iban: string;
  bic: string;
  creditor: SepaParty;
  /** A structured reference (RF or betalingskenmerk) or free text (batch-transfers.ts remittanceOf). */
  remittance: string;
}

export interface SepaBatch {
  version: PainVersion;
  messageId: string;
  paymentInfoId: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: SepaTransfer[];
}

type Node = ReturnType<typeof create>;

/** Text in the SEPA character set (sepa-text.ts) cut to what its element allows (SEPA's MaxNText). */
const cut = (text: string, max: number) => sepaText(text).slice(0, max).trim();
/** A name never empty (the XSD wants at least one character). */
const nameText = (text: string) => cut(text, 140) || '-';
const namespace = (version: PainVersion) => `urn:iso:std:iso:20022:tech:xsd:pain.001.001.0${version}`;

function agent(parent: Node, element: string, bic: string, version: PainVersion): void {
  parent
    .ele(element)
    .ele('FinInstnId')
    .ele(version === 9 ? 'BICFI' : 'BIC')
    .txt(bic);
}

/** Only with a town and a country (the structured minimum); the other parts when known. */
function postalAddress(parent: Node, party: SepaParty): void {
  const country = party.country.trim().toUpperCase();
  if (cut(party.city, 35) === '' || !/^[A-Z]{2}$/.test(country)) return;
  const address = parent.ele('PstlAdr');
  const parts: [string, string, number][] = [
    ['StrtNm', party.street, 70],
    ['BldgNb', party.buildingNumber, 16],
    ['PstCd', party.postalCode, 16],
    ['TwnNm', party.city, 35],
  ];
  for (const [element, value, max] of parts) {
    const text = cut(value, max);
    if (text !== '') address.ele(element).txt(text);
  }
  address.ele('Ctry').txt(country);
}

function remittance(parent: Node, text: string): void {
  const kept = remittanceOf(text);
  if (kept.kind === 'unstructured' && cut(kept.text, 140) === '') return;
  const info = parent.ele('RmtInf');
  if (kept.kind === 'unstructured') {
    info.ele('Ustrd').txt(cut(kept.text, 140));
    return;
  }
  const reference = info.ele('Strd').ele('CdtrRefInf');
  const type = reference.ele('Tp');
  type.ele('CdOrPrtry').ele('Cd').txt('SCOR');
  type.ele('Issr').txt(kept.issuer);
  reference.ele('Ref').txt(kept.reference);
}

function transfer(parent: Node, item: SepaTransfer, version: PainVersion): void {
  const node = parent.ele('CdtTrfTxInf');
  node.ele('PmtId').ele('EndToEndId').txt(item.endToEndId);
  node.ele('Amt').ele('InstdAmt', { Ccy: 'EUR' }).txt(centsToDecimalText(item.amount));
  if (item.bic !== '') agent(node, 'CdtrAgt', item.bic, version);
  const creditor = node.ele('Cdtr');
  creditor.ele('Nm').txt(nameText(item.creditor.name));
  postalAddress(creditor, item.creditor);
  node.ele('CdtrAcct').ele('Id').ele('IBAN').txt(item.iban);
  remittance(node, item.remittance);
}

/** The pain.001 document of a batch as UTF-8 XML text. */
export function sepaCreditTransfer(batch: SepaBatch): string {
  const { version } = batch;
  const count = String(batch.transfers.length);
  const total = centsToDecimalText(batch.transfers.reduce((sum, item) => sum + item.amount, 0));
  const createdAt = `${batch.createdAt.toISOString().slice(0, 19)}Z`;
  const root = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(namespace(version), 'Document')
    .ele('CstmrCdtTrfInitn');
  const header = root.ele('GrpHdr');
  header.ele('MsgId').txt(batch.messageId);
  header.ele('CreDtTm').txt(createdAt);
  header.ele('NbOfTxs').txt(count);
  header.ele('CtrlSum').txt(total);
  header.ele('InitgPty').ele('Nm').txt(nameText(batch.debtor.name));
  const info = root.ele('PmtInf');
  info.ele('PmtInfId').txt(batch.paymentInfoId);
  info.ele('PmtMtd').txt('TRF');
  info.ele('NbOfTxs').txt(count);
  info.ele('CtrlSum').txt(total);
  info.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt('SEPA');
  const date = info.ele('ReqdExctnDt');
  if (version === 9) date.ele('Dt').txt(batch.executionDate);
  else date.txt(batch.executionDate);
  info.ele('Dbtr').ele('Nm').txt(nameText(batch.debtor.name));
  const account = info.ele('DbtrAcct');
  account.ele('Id').ele('IBAN').txt(batch.debtor.iban);
  account.ele('Ccy').txt('EUR');
  agent(info, 'DbtrAgt', batch.debtor.bic, version);
  info.ele('ChrgBr').txt('SLEV');
  for (const item of batch.transfers) transfer(info, item, version);
  return root.end({ prettyPrint: true });
}
