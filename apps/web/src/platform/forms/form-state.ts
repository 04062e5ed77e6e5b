import type { z } from 'zod';
import type { Translate } from '../i18n/zod-messages.ts';
import { issueErrors, validationText } from './issue-message.ts';

// The pure state of a form (useForm): kept apart from React so its rules are tested without a DOM.

type Issue = z.core.$ZodIssue;
/** A message the server sent for a field (ApiError issues), or one the page adds (a refusal under its field). */
export type ServerIssue = { path: string; message: string };

export interface FormState<D> {
  values: D;
  /** The values as last saved (or loaded), compared to tell unsaved changes. */
  baseline: string;
  issues: readonly Issue[];
  server: readonly ServerIssue[];
}

export function formState<D>(values: D, compare: (values: D) => string): FormState<D> {
  return { values, baseline: compare(values), issues: [], server: [] };
}

/** The values differ from the saved ones, as the page compares them. */
export const isDirty = <D>(state: FormState<D>, compare: (values: D) => string) =>
  compare(state.values) !== state.baseline;

const topField = (path: string) => path.split('.')[0] ?? '';

/** The values with a patch applied; an edited field's old messages no longer apply. */
export function patched<D extends object>(state: FormState<D>, patch: Partial<D>): FormState<D> {
  const keys = Object.keys(patch);
  const keep = (path: string) => !keys.includes(topField(path));
  return {
    ...state,
    values: { ...state.values, ...patch },
    issues: state.issues.filter((issue) => keep(issue.path.map(String).join('.'))),
    server: state.server.filter((issue) => keep(issue.path)),
  };
}

/** The outcome of a check: the schema's issues replace the earlier ones. */
export function checked<D, P>(state: FormState<D>, result: z.ZodSafeParseResult<P>): FormState<D> {
  return { ...state, issues: result.success ? [] : result.error.issues };
}

/** The messages per field path, in the user's language: the schema's over the server's. */
export function formErrors(state: Pick<FormState<unknown>, 'issues' | 'server'>, t: Translate) {
  const errors: Record<string, string> = {};
  for (const issue of state.server) errors[issue.path] ??= validationText(issue.message, t) ?? issue.message;
  return { ...errors, ...issueErrors(state.issues, t) };
}
