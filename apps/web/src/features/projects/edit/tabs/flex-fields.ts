import type { TFlexFieldProject } from '@backoffice/domain';

export interface FlexGroup {
  /** '' for fields without a category. */
  category: string;
  fields: TFlexFieldProject[];
}

/**
 * The owner's live project flex fields (spec 000 §3) by category, each in the owner's order. Groups follow the
 * order of their first field, so the owner's ordering decides the page's layout.
 */
export function groupFlexFields(fields: readonly TFlexFieldProject[] | undefined): FlexGroup[] {
  const sorted = (fields ?? [])
    .filter((field) => !field.deleted)
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.order - b.field.order || a.index - b.index)
    .map(({ field }) => field);
  const groups = new Map<string, TFlexFieldProject[]>();
  for (const field of sorted) {
    const category = field.category.trim();
    const group = groups.get(category);
    if (group) group.push(field);
    else groups.set(category, [field]);
  }
  return [...groups].map(([category, list]) => ({ category, fields: list }));
}

export const flexText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
export const flexYes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Select options: the owner's, plus a stored value the owner has since removed, so it is not lost silently. */
export function flexOptions(field: Pick<TFlexFieldProject, 'options'>, value: unknown): string[] {
  return [...new Set([...field.options, flexText(value)].filter(Boolean))];
}
