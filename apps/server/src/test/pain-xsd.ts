import { referenceXsd, xsdProblems } from './xsd.ts';

/** xmllint's verdict on a SEPA file against its ISO 20022 pain XSD: '' when it validates, else its messages. */
export const painProblems = (xml: string | Buffer, version: 'pain.001.001.03' | 'pain.001.001.09') =>
  xsdProblems(xml, referenceXsd(`iso20022/pain/xsd/${version}.xsd`));
