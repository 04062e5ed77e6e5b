import type { TImportWarning } from '@backoffice/domain';

/** One warning for the rows it concerns (counted from 1), or none. */
export const rowWarnings = (message: string, rows: readonly number[]): TImportWarning[] =>
  rows.length > 0 ? [{ message, rows: [...rows] }] : [];
