import type { ErrorTexts } from './format.ts';

/** Bank files in (issue 19): the refusals of the import, its job and the bank accounts list. */
export const BANK_IMPORT_ERRORS = {
  /** Spec 001 §8: a statement of an account that is none of the owner's bank accounts; nothing is imported. */
  'bankImport.unknownBankAccount': 'Unknown bank account: {{iban}}',
  'bankImport.notBase64': 'The file content is not base64',
  'bankImport.jobNotFound': { status: 404, message: 'Bank import {{id}} not found' },
  /** A job that failed on the server's side (the database was gone too long): the file can be imported again. */
  'bankImport.failed': 'The import failed: {{detail}}',
  'bankImport.mappingAccount': 'The column mapping needs the account column or a bank account',
  'bankImport.mappingAccountUnknown': 'The bank account of the column mapping is not one of your bank accounts',
  /** Removing a bank account would leave its payments without one. */
  'bankImport.accountHasPayments': 'The bank account {{name}} has {{count}} payments and cannot be deleted',
} as const satisfies ErrorTexts;
