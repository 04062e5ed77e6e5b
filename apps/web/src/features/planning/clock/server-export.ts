import type { TableColumn } from '../../../platform/data-table/data-table.tsx';

/** The columns the user sees, by key, with their titles, and the labels of coded values where a page gives them. */
export function exportColumns<T>(
  columns: readonly TableColumn<T>[],
  keys: readonly string[],
  values: Record<string, Record<string, string>> = {},
) {
  return keys.flatMap((key) => {
    const column = columns.find((c) => c.key === key);
    return column ? [{ key, title: column.title, ...(values[key] ? { values: values[key] } : {}) }] : [];
  });
}
