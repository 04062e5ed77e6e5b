import type { TProjectAddress } from './schemas.ts';

/** A work is active while its end date is empty (3000-01-01) or not past (spec 000 §4). */
export const isWorkActive = (work: { endDate: string; deleted: number }, today: string) =>
  !work.deleted && work.endDate >= today;

/** Project active (spec 000 §4): end date empty or not past, and at least one active work. */
export function isProjectActive(
  project: { endDate: string; deleted: number },
  works: readonly { endDate: string; deleted: number }[],
  today: string,
): boolean {
  return !project.deleted && project.endDate >= today && works.some((work) => isWorkActive(work, today));
}

/**
 * A new main project address clears the main flag on the other addresses (spec 000 §4). The last address in the list
 * marked main wins; a single remaining address becomes main.
 */
export function applyMainProjectAddress<A extends Pick<TProjectAddress, 'mainAddress' | 'deleted'>>(
  addresses: readonly A[],
  newMainIndex?: number,
): A[] {
  const live = addresses.map((address, index) => ({ address, index })).filter(({ address }) => !address.deleted);
  let main = newMainIndex;
  if (main === undefined) {
    const marked = live.filter(({ address }) => address.mainAddress);
    main = marked.at(-1)?.index ?? (live.length === 1 ? live[0]?.index : undefined);
  }
  return addresses.map((address, index) => ({ ...address, mainAddress: index === main && !address.deleted ? 1 : 0 }));
}
