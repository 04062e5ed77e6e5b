import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDraft, type FieldIssue, type SavedWork, type WorkDraft } from './work-draft.ts';

/** The message of an issue in the reader's language (kept raw in state, so a language switch re-words it). */
const issueText = (issue: FieldIssue, t: (key: string, params?: Record<string, unknown>) => string) =>
  issue.text ?? t(issue.key, issue.params);

const touches = (path: string, changed: readonly string[]) =>
  changed.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/** The work form's state: the draft, its issues by path, and whether anything changed since it opened. */
export function useWorkForm(initial: WorkDraft) {
  const { t } = useTranslation();
  const [start] = useState(() => JSON.stringify(initial));
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<readonly FieldIssue[]>([]);

  const errors = useMemo(() => {
    const byPath: Record<string, string> = {};
    for (const issue of issues) byPath[issue.path] ??= issueText(issue, t);
    return byPath;
  }, [issues, t]);

  /** Applies a change; the old messages of the paths it touches (and of anything below them) no longer apply. */
  const change = useCallback((next: (current: WorkDraft) => WorkDraft, ...paths: string[]) => {
    setDraft(next);
    setIssues((current) => current.filter((issue) => !touches(issue.path, paths)));
  }, []);

  const set = useCallback(
    (patch: Partial<WorkDraft>) => change((current) => ({ ...current, ...patch }), ...Object.keys(patch)),
    [change],
  );

  /** The work to save, or null after showing what is wrong. */
  const validate = useCallback((): SavedWork | null => {
    const result = checkDraft(draft);
    setIssues(result.issues);
    return result.work;
  }, [draft]);

  return {
    draft,
    errors,
    set,
    change,
    validate,
    setIssues,
    dirty: JSON.stringify(draft) !== start,
  };
}

export type WorkForm = ReturnType<typeof useWorkForm>;
