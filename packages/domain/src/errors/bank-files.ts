import type { ErrorTexts } from './format.ts';

/** A bank file (camt.053 or a bank's CSV export) that cannot be read into statements. */
export const BANK_FILE_ERRORS = {
  'bankFile.tooLarge': 'The bank file is larger than {{maxMb}} MB',
  'bankFile.notXml': 'The bank file is not well-formed XML (line {{line}}, column {{column}})',
  'bankFile.notUtf8': 'The bank file is not UTF-8 text',
  /** A DTD may declare entities (XXE, entity expansion): camt.053 never needs one, so none is read. */
  'bankFile.doctype': 'The bank file contains a DOCTYPE declaration, which is not allowed',
  'bankFile.tooComplex': 'The bank file has more than {{max}} elements or nests them too deeply',
  'bankFile.notCamt053': 'The file is not a camt.053 bank statement (its root element is {{root}})',
  'bankFile.camtVersion': '{{version}} is not supported: only camt.053.001.02, .03, .04 and .08 are read',
  'bankFile.missing': 'Statement {{statement}}, entry {{entry}}: {{field}} is missing',
  'bankFile.notAmount': 'Statement {{statement}}, entry {{entry}}: {{field}} is not an amount: {{value}}',
  'bankFile.tooManyDecimals':
    'Statement {{statement}}, entry {{entry}}: {{field}} has more than two decimals: {{value}}',
  'bankFile.notDate': 'Statement {{statement}}, entry {{entry}}: {{field}} is not a date: {{value}}',
  'bankFile.noStatements': 'The bank file holds no statements',
  /** Spec 001 §8: a CSV whose header is no known bank's export. */
  'bankFile.csvNotDetected': 'CSV format not detected',
  'bankFile.csvNotReadable': 'The CSV file cannot be read: {{reason}}',
  'bankFile.csvValue': 'CSV line {{line}}: {{field}} is not valid: {{value}}',
  'bankFile.csvTooManyDecimals': 'CSV line {{line}}: {{field}} has more than two decimals: {{value}}',
  'bankFile.csvTooManyLines': 'The CSV file has more than {{max}} lines',
} as const satisfies ErrorTexts;
