import { useCallback, useState } from 'react';
import { readJson, writeJson } from '../storage.ts';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS, type SortState } from './table-logic.ts';

/** What a user chose for one table; kept in localStorage per owner and table (spec 000 §9). */
export interface TablePrefs {
  hidden: string[];
  perPage: number;
  page: number;
  sort?: SortState;
}

export const prefsKey = (ownerId: number, tableId: string) => `table.${ownerId}.${tableId}`;

/** Reads stored preferences defensively: anything malformed falls back to the defaults. */
export function parsePrefs(stored: unknown, defaults: TablePrefs): TablePrefs {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const value = stored as Record<string, unknown>;
  const hidden = Array.isArray(value.hidden) ? value.hidden.filter((key) => typeof key === 'string') : defaults.hidden;
  const perPage = (PER_PAGE_OPTIONS as readonly unknown[]).includes(value.perPage)
    ? (value.perPage as number)
    : defaults.perPage;
  const page = typeof value.page === 'number' && Number.isInteger(value.page) && value.page > 0 ? value.page : 1;
  const sortValue = value.sort as Record<string, unknown> | undefined;
  const direction = sortValue?.direction;
  const sort: SortState | undefined =
    sortValue && typeof sortValue.key === 'string' && (direction === 'asc' || direction === 'desc')
      ? { key: sortValue.key, direction }
      : defaults.sort;
  return { hidden, perPage, page, sort };
}

export function useTablePrefs(ownerId: number, tableId: string, defaults: Omit<TablePrefs, 'perPage' | 'page'>) {
  const key = prefsKey(ownerId, tableId);
  const [prefs, setPrefs] = useState<TablePrefs>(() =>
    parsePrefs(readJson(key), { ...defaults, perPage: DEFAULT_PER_PAGE, page: 1 }),
  );

  const update = useCallback(
    (change: Partial<TablePrefs>) => {
      setPrefs((current) => {
        const next = { ...current, ...change };
        writeJson(key, next);
        return next;
      });
    },
    [key],
  );

  return [prefs, update] as const;
}
