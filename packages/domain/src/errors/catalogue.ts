import { ACCOUNTING_ERRORS } from './accounting.ts';
import { ACCOUNTING_EXCHANGE_ERRORS } from './accounting-exchange.ts';
import { BANK_CONNECTION_ERRORS } from './bank-connection.ts';
import { BANK_FILE_ERRORS } from './bank-files.ts';
import { BANK_IMPORT_ERRORS } from './bank-import.ts';
import { CUSTOMER_ERRORS } from './customers.ts';
import { EINVOICE_IN_ERRORS } from './einvoice-in.ts';
import { EMPLOYEE_ERRORS } from './employees.ts';
import { type EntryParams, type ErrorParam, entryStatus, fillMessage } from './format.ts';
import { GENERAL_ERRORS } from './general.ts';
import { GEO_ERRORS } from './geo.ts';
import { IMPORT_ERRORS } from './imports.ts';
import { KEY_ERRORS } from './keys.ts';
import { PAYMENT_BATCH_ERRORS, PAYMENT_TEMPLATE_ERRORS } from './payment-batches.ts';
import { PAYMENT_LINK_ERRORS } from './payment-links.ts';
import { PDF_TEMPLATE_ERRORS } from './pdf-templates.ts';
import { PLANNING_ERRORS } from './planning.ts';
import { PRICE_ERRORS } from './prices.ts';
import { PROJECT_ERRORS } from './projects.ts';
import { PURCHASE_ERRORS, SUPPLIER_ERRORS } from './purchases.ts';
import { RESOURCE_ERRORS } from './resources.ts';
import {
  INVOICE_ERRORS,
  INVOICE_IMPORT_ERRORS,
  INVOICE_RUN_ERRORS,
  PERIODIC_ERRORS,
  QUOTE_ERRORS,
  REMINDER_ERRORS,
} from './sales.ts';
import { SESSION_ERRORS } from './session.ts';
import { UPLOAD_ERRORS } from './uploads.ts';
import { USER_ERRORS } from './users.ts';
import { VAT_RETURN_ERRORS } from './vat-returns.ts';

/**
 * Every error the API gives, by stable key: one catalogue, assembled from one file per area (add yours here). The
 * server throws by key (`fail(key, params)`), the body carries `key`, `params` and the verbatim `message`, and the
 * web app words it by key (`serverErrors.<key>` in the locale files).
 */
export const ERRORS = {
  ...GENERAL_ERRORS,
  ...GEO_ERRORS,
  ...IMPORT_ERRORS,
  ...SESSION_ERRORS,
  ...USER_ERRORS,
  ...UPLOAD_ERRORS,
  ...EMPLOYEE_ERRORS,
  ...KEY_ERRORS,
  ...CUSTOMER_ERRORS,
  ...PROJECT_ERRORS,
  ...PLANNING_ERRORS,
  ...INVOICE_ERRORS,
  ...REMINDER_ERRORS,
  ...RESOURCE_ERRORS,
  ...PERIODIC_ERRORS,
  ...INVOICE_RUN_ERRORS,
  ...PDF_TEMPLATE_ERRORS,
  ...QUOTE_ERRORS,
  ...INVOICE_IMPORT_ERRORS,
  ...PRICE_ERRORS,
  ...SUPPLIER_ERRORS,
  ...PURCHASE_ERRORS,
  ...EINVOICE_IN_ERRORS,
  ...BANK_FILE_ERRORS,
  ...ACCOUNTING_ERRORS,
  ...ACCOUNTING_EXCHANGE_ERRORS,
  ...VAT_RETURN_ERRORS,
  ...PAYMENT_BATCH_ERRORS,
  ...PAYMENT_TEMPLATE_ERRORS,
  ...BANK_CONNECTION_ERRORS,
  ...BANK_IMPORT_ERRORS,
  ...PAYMENT_LINK_ERRORS,
} as const;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorParams<K extends ErrorKey> = EntryParams<(typeof ERRORS)[K]>;
/** The arguments after the key: the values its message needs, left out when it needs none. */
export type ErrorArguments<K extends ErrorKey> = [keyof ErrorParams<K>] extends [never]
  ? [params?: ErrorParams<K>]
  : [params: ErrorParams<K>];

export const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(ERRORS, key);
export const errorStatus = (key: ErrorKey): number => entryStatus(ERRORS[key]);
export const errorMessage = (key: ErrorKey, params?: Readonly<Record<string, ErrorParam>>): string =>
  fillMessage(ERRORS[key], params);

/** A keyed text in a successful answer (a save's warning): the error body's shape without a status. */
export interface KeyedMessage {
  key: string;
  params: Record<string, ErrorParam>;
  message: string;
}

export function keyedMessage<K extends ErrorKey>(key: K, ...[params]: ErrorArguments<K>): KeyedMessage {
  const values = (params ?? {}) as Record<string, ErrorParam>;
  return { key, params: values, message: errorMessage(key, values) };
}
