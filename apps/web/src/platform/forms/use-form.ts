import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checked, formErrors, formState, isDirty, patched, type ServerIssue } from './form-state.ts';

export interface FormOptions<D> {
  /** How unsaved changes are told (default: the values as JSON); the page's own notion of "the same". */
  compare?: (values: D) => string;
}

export interface Form<D, P> {
  values: D;
  /** Changes some fields; their messages go. */
  set: (patch: Partial<D>) => void;
  setValue: <K extends keyof D>(key: K, value: D[K]) => void;
  /** Messages per field path (`firstName`, `addresses.0.city`), translated while rendering. */
  errors: Record<string, string>;
  /** The schema's output of the values (the call's payload), or null after showing the messages. */
  validate: () => P | null;
  /** The values differ from the saved ones. */
  dirty: boolean;
  /** After a save or a reload: these values are the saved ones. */
  reset: (next: D) => void;
  /** The server's issues of a refused save (ApiError issues), shown on their fields until edited. */
  setServerIssues: (issues: readonly ServerIssue[]) => void;
}

/**
 * A form validated by the shared zod schema alone (the server validates with the same one); the page's own rules are
 * the schema's refinements. The values are the schema's input, or a draft of another shape with `toInput` mapping it.
 * `schema` may be null on a page that loads it (and zod) later, the login page: `validate(schema)` then gets it.
 */
export function useForm<S extends z.ZodType, D extends z.input<S> = z.input<S>>(
  schema: S | null,
  initial: D,
  options?: FormOptions<D>,
): Form<D, z.output<S>> & { validate: (using?: S) => z.output<S> | null };
export function useForm<S extends z.ZodType, D extends object>(
  schema: S,
  initial: D,
  options: FormOptions<D> & { toInput: (values: D) => z.input<S> },
): Form<D, z.output<S>>;
export function useForm<S extends z.ZodType, D extends object>(
  schema: S | null,
  initial: D,
  options: FormOptions<D> & { toInput?: (values: D) => unknown } = {},
) {
  const { t } = useTranslation();
  const { compare = JSON.stringify, toInput = (values: D) => values } = options;
  const [state, setState] = useState(() => formState(initial, compare));
  const { values } = state;

  const errors = useMemo(() => formErrors(state, t), [state, t]);
  const dirty = isDirty(state, compare);

  const set = useCallback((patch: Partial<D>) => setState((current) => patched(current, patch)), []);
  const setValue = useCallback(
    <K extends keyof D>(key: K, value: D[K]) => set({ [key]: value } as unknown as Partial<D>),
    [set],
  );

  const validate = (using: S | null = schema): z.output<S> | null => {
    if (!using) throw new Error('useForm: validate needs the schema');
    const result = using.safeParse(toInput(values));
    setState((current) => checked(current, result));
    return result.success ? result.data : null;
  };

  const reset = useCallback((next: D) => setState(formState(next, compare)), [compare]);
  const setServerIssues = useCallback(
    (server: readonly ServerIssue[]) => setState((current) => ({ ...current, server })),
    [],
  );

  return { values, set, setValue, errors, validate, dirty, reset, setServerIssues };
}
