import type { ProjectDraft } from '../project-draft.ts';

export type EmployeeListKey = 'experiencedEmployees' | 'blacklist';

/**
 * The two employee lists of a project after one of them changed. An employee cannot be both experienced and barred
 * from the project: choosing them for one list takes them off the other.
 */
export function setEmployeeList(
  draft: Pick<ProjectDraft, EmployeeListKey>,
  key: EmployeeListKey,
  ids: readonly number[],
): Pick<ProjectDraft, EmployeeListKey> {
  const other: EmployeeListKey = key === 'blacklist' ? 'experiencedEmployees' : 'blacklist';
  const chosen = [...new Set(ids)];
  const added = chosen.filter((id) => !draft[key].includes(id));
  return {
    [key]: chosen,
    [other]: draft[other].filter((id) => !added.includes(id)),
  } as Pick<ProjectDraft, EmployeeListKey>;
}
