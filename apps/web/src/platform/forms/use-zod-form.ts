import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors } from '../i18n/zod-messages.ts';

type Values = Record<string, unknown>;

/**
 * Form state validated by the shared zod schema (the server validates with the same one). Issues are kept raw and
 * translated while rendering, so messages follow a language switch. The schema may be null on a page that loads it
 * (and zod) later, the login page: validate then gets it.
 */
export function useZodForm<V extends Values, S extends z.ZodType>(schema: S | null, initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [issues, setIssues] = useState<readonly z.core.$ZodIssue[]>([]);
  const [extra, setExtra] = useState<Record<string, string>>({});

  const errors = useMemo(
    () => ({ ...fieldErrors({ issues }, (key, options) => t(key, options)), ...extra }),
    [issues, extra, t],
  );

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // An edited field's old message no longer applies.
    setIssues((current) => current.filter((issue) => String(issue.path[0]) !== key));
    setExtra((current) => {
      if (!(key in current)) return current;
      const { [key as string]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Parses the values; on failure shows the messages and returns null. */
  const validate = useCallback(
    (candidate: unknown = values, using: S | null = schema): z.output<S> | null => {
      if (!using) throw new Error('useZodForm: validate needs the schema');
      const result = using.safeParse(candidate);
      if (result.success) {
        setIssues([]);
        return result.data;
      }
      setIssues(result.error.issues);
      return null;
    },
    [schema, values],
  );

  const reset = useCallback((next: V) => {
    setValues(next);
    setIssues([]);
    setExtra({});
  }, []);

  /** Messages that do not come from the schema (e.g. "passwords do not match", server issues), already translated. */
  const setError = useCallback(
    (key: string, message: string) => setExtra((current) => ({ ...current, [key]: message })),
    [],
  );

  return { values, setValue, errors, validate, reset, setError };
}
