import { type ErrorKey, errorMessage, type TImportWarning } from '@backoffice/domain';

/** One warning for the rows it concerns (counted from 1), or none. */
export const rowWarnings = (key: ErrorKey, rows: readonly number[]): TImportWarning[] =>
  rows.length > 0 ? [{ key, message: errorMessage(key), rows: [...rows] }] : [];
