import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueErrors, validationText } from './issue-message.ts';

type Issue = z.core.$ZodIssue;
type ServerIssue = { path: string; message: string };

/**
 * A page's edit state: the draft, its messages (translated while rendering) and whether it differs from saved.
 * `parse` is the shared schema's safeParse of the draft (the employee and project pages).
 */
export function useDraft<D extends object, P>(initial: D, parse: (draft: D) => z.ZodSafeParseResult<P>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [issues, setIssues] = useState<readonly Issue[]>([]);
  const [serverIssues, setServerIssues] = useState<readonly ServerIssue[]>([]);

  const errors = useMemo(() => {
    const fromServer: Record<string, string> = {};
    for (const issue of serverIssues) fromServer[issue.path] ??= validationText(issue.message, t) ?? issue.message;
    return { ...fromServer, ...issueErrors(issues, t) };
  }, [issues, serverIssues, t]);

  const dirty = useMemo(() => JSON.stringify(draft) !== baseline, [draft, baseline]);

  const update = useCallback((patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // An edited field's old message no longer applies.
    const keys = Object.keys(patch);
    const keep = (path: string) => !keys.includes(path.split('.')[0] ?? '');
    setIssues((current) => current.filter((issue) => keep(issue.path.map(String).join('.'))));
    setServerIssues((current) => current.filter((issue) => keep(issue.path)));
  }, []);

  /** The payload of the save call, or null after showing the messages. */
  const validate = useCallback(() => {
    const result = parse(draft);
    if (result.success) {
      setIssues([]);
      return result.data;
    }
    setIssues(result.error.issues);
    return null;
  }, [draft, parse]);

  /** After a save (or a reload): the new state is the saved state. */
  const reset = useCallback((next: D) => {
    setDraft(next);
    setBaseline(JSON.stringify(next));
    setIssues([]);
    setServerIssues([]);
  }, []);

  return { draft, update, errors, dirty, validate, reset, setServerIssues };
}
