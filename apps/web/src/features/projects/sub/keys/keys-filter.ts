/** Keys overview filter: 0 = every project (and -1 = keys of no project), 0 = every kind. */
export interface KeysFilter {
  projectId: number;
  kind: number;
}

export const NO_PROJECT = -1;

export function filterKeys<K extends { projectId: number; kind: number; deleted?: number }>(
  keys: readonly K[] | undefined,
  filter: KeysFilter,
): K[] {
  return (keys ?? []).filter(
    (key) =>
      !key.deleted &&
      (filter.kind === 0 || key.kind === filter.kind) &&
      (filter.projectId === 0 ||
        (filter.projectId === NO_PROJECT ? key.projectId === 0 : key.projectId === filter.projectId)),
  );
}

/** A key of a project opens in that project's Keys tab. */
export const keyPath = (key: { id: number; projectId: number }) =>
  key.projectId > 0 ? `/Projects/Edit/${key.projectId}/Keys/${key.id}` : undefined;
