import type { ChosenView, RecordView, RoleHolder } from '@backoffice/domain';
import { useMemo } from 'react';
import { useSession } from './session-store.ts';

/**
 * The view the server answers this user's lists in (views.ts: employeeView, projectListView...), from the roles of
 * the session: a page leaves out the columns, fields and tabs whose data its user is not sent.
 */
export function useRecordView(choose: (holder: RoleHolder) => ChosenView): RecordView {
  const session = useSession();
  return useMemo(() => choose(session?.claims ?? { roles: [] }).view, [choose, session]);
}

/** Whether the view sends a field (of a nested list's items when `list` is given). */
export function sends(view: RecordView, field: string, list?: string): boolean {
  if (list) return view.fields.includes(list) && (view.nested?.[list]?.includes(field) ?? false);
  return view.fields.includes(field);
}
