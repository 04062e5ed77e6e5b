import { api } from '../../../platform/api-client.ts';
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

/** Asks the server for the .xlsx of every match and saves it under the name the server gave. */
export function downloadExport(path: string, body: Record<string, unknown>): Promise<void> {
  return api.download(path, { ...body, export: 1 });
}
