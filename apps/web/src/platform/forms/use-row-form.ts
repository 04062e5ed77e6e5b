import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueErrors } from './issue-message.ts';

/** Local state of one list row's dialog (employment, address, note), checked with its shared zod schema. */
export function useRowForm<V extends Record<string, unknown>>(schema: z.ZodType, initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<readonly z.core.$ZodIssue[]>([]);
  /** Rule messages of the page itself (overlap, end before start), already translation keys. */
  const [ruleKeys, setRuleKeys] = useState<Record<string, string>>({});

  const errors = useMemo(() => {
    const rules = Object.fromEntries(Object.entries(ruleKeys).map(([path, key]) => [path, t(key)]));
    return { ...issueErrors(issues, t), ...rules };
  }, [issues, ruleKeys, t]);

  const set = useCallback((patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    const keys = Object.keys(patch);
    setIssues((current) => current.filter((issue) => !keys.includes(String(issue.path[0]))));
    setRuleKeys((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !keys.includes(path))));
  }, []);

  /** True when the schema accepts the values and no rule failed; `rules` maps field → translation key. */
  const validate = useCallback(
    (rules: Record<string, string | undefined> = {}) => {
      const result = schema.safeParse(values);
      const failed = Object.fromEntries(Object.entries(rules).filter((entry): entry is [string, string] => !!entry[1]));
      setIssues(result.success ? [] : result.error.issues);
      setRuleKeys(failed);
      return result.success && Object.keys(failed).length === 0;
    },
    [schema, values],
  );

  return { values, set, errors, validate };
}
