import { VALIDATION_MESSAGES, validationMessageKey } from '@backoffice/domain';
import type { z } from 'zod';

/** Why a row cannot be imported, as far as the shared schema says; imports add codes of their own. */
export type SchemaErrorCode =
  | 'required'
  | 'invalidSsn'
  | 'invalidIban'
  | 'invalidEmail'
  | 'invalidDate'
  | 'tooLong'
  | 'invalid';

/**
 * One problem of one row. `messageKey` words a shared validation text more precisely than the code ('At least 3
 * characters'); `detail` carries a server text that has no translation of its own.
 */
export interface RowError<F extends string, C extends string = string> {
  field: F | 'row';
  code: C;
  messageKey?: string;
  detail?: string;
}

export interface ImportRow<F extends string, P> {
  /** The line in the file, the header being line 1. */
  line: number;
  /** The shown name, also for rows that failed. */
  name: string;
  errors: RowError<F>[];
  /** The parsed record, ready for the insert call; only when there are no errors. */
  payload?: P;
}

const BY_MESSAGE: Record<string, SchemaErrorCode> = {
  [VALIDATION_MESSAGES.invalidSsn]: 'invalidSsn',
  [VALIDATION_MESSAGES.invalidIban]: 'invalidIban',
  [VALIDATION_MESSAGES.invalidEmail]: 'invalidEmail',
  [VALIDATION_MESSAGES.invalidDate]: 'invalidDate',
};

/**
 * A zod issue as a short reason the preview can translate. `given` is the cell's text when known: a filled cell
 * that is not a number ('abc' as payment days) is "not valid", not "required".
 */
export function issueCode(issue: z.core.$ZodIssue, given?: unknown): SchemaErrorCode {
  const known = BY_MESSAGE[issue.message];
  if (known) return known;
  const filled = typeof given === 'string' ? given.trim() !== '' : given !== undefined && given !== null;
  if (issue.code === 'invalid_type') return filled ? 'invalid' : 'required';
  if (issue.code === 'too_small') return issue.origin === 'string' && !filled ? 'required' : 'invalid';
  // Only a text is "too long"; a number above its maximum is not valid.
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'tooLong' : 'invalid';
  return 'invalid';
}

/** The input value an issue path points to ('bankAccounts', 'weekDays.1.0.startTime'). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Adds an error unless the field already has one (the first reason is the one to fix). */
export function pushError<F extends string>(errors: RowError<F>[], error: RowError<F>): void {
  if (!errors.some((e) => e.field === error.field)) errors.push(error);
}

/**
 * Checks one row's input with the shared schema. `fieldOf` maps an issue path (`addresses.0.city`) back to the CSV
 * field it came from. Earlier errors (unknown customer, ...) keep the row from getting a payload.
 */
export function checkRow<F extends string, S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOf: (path: readonly PropertyKey[]) => F | 'row',
  errors: RowError<F>[],
): z.output<S> | undefined {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const error: RowError<F> = { field: fieldOf(issue.path), code: issueCode(issue, valueAt(input, issue.path)) };
      const known = validationMessageKey(issue.message);
      if (known && !BY_MESSAGE[issue.message]) error.messageKey = `validation.${known}`;
      pushError(errors, error);
    }
    return undefined;
  }
  return errors.length === 0 ? parsed.data : undefined;
}

/**
 * The server checks the whole list and refuses it all (400) with issue paths that start with the row's position in
 * the list sent (`3.name`); this puts each issue back on the preview row it belongs to.
 */
export function applyServerIssues<F extends string, P>(
  rows: readonly ImportRow<F, P>[],
  sent: readonly ImportRow<F, P>[],
  issues: readonly { path: string; message: string }[],
  fieldOf: (path: readonly PropertyKey[]) => F | 'row',
): ImportRow<F, P>[] {
  const byLine = new Map<number, RowError<F>[]>();
  for (const issue of issues) {
    const [index = '', ...rest] = issue.path.split('.');
    const row = sent[Number(index)];
    if (!row || index === '') continue;
    const list = byLine.get(row.line) ?? [];
    // A shared validation text is shown in the user's language; any other server text as written.
    const known = validationMessageKey(issue.message);
    const field = rest.length ? fieldOf(rest) : 'row';
    list.push(
      known
        ? { field, code: 'server', messageKey: `validation.${known}` }
        : { field, code: 'server', detail: issue.message },
    );
    byLine.set(row.line, list);
  }
  return rows.map((row) => {
    const extra = byLine.get(row.line);
    return extra ? { line: row.line, name: row.name, errors: [...row.errors, ...extra] } : row;
  });
}

/** Names compare without case and extra spaces ('Schoonmaak  BV' = 'schoonmaak bv'). */
export const sameText = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** An empty cell leaves the field to the schema's default. */
export const orDefault = (value: string): string | undefined => (value === '' ? undefined : value);
