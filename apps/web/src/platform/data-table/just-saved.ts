import { useCallback, useState } from 'react';
import { getSession } from '../session/session-store.ts';

// Records the user just created, per list: a list whose filter hides one (an employee who starts next month, a
// customer without a project yet) says so instead of losing it (issue 15). Kept for the browser tab's session.

const KEEP = 5;
// Ids are numbered per owner: the owner is part of the key, so another owner's record 15 is never "just created".
const storageKey = (list: string) => `justSaved:${getSession()?.claims.ownerId ?? 0}:${list}`;

function read(list: string): number[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(storageKey(list)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function write(list: string, ids: readonly number[]): void {
  if (ids.length === 0) sessionStorage.removeItem(storageKey(list));
  else sessionStorage.setItem(storageKey(list), JSON.stringify(ids.slice(0, KEEP)));
}

/** Called by an editor after it created record `id` of `list`. */
export function rememberCreated(list: string, id: number): void {
  write(list, [id, ...read(list).filter((known) => known !== id)]);
}

/** The records of `list` created in this session, newest first, and a way to stop pointing at some. */
export function useJustCreated(list: string): { ids: number[]; forget: (ids: readonly number[]) => void } {
  const [ids, setIds] = useState(() => read(list));
  const forget = useCallback(
    (gone: readonly number[]) => {
      const rest = read(list).filter((id) => !gone.includes(id));
      write(list, rest);
      setIds(rest);
    },
    [list],
  );
  return { ids, forget };
}
