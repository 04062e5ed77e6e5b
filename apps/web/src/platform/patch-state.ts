import { useState } from 'react';

/**
 * How many of a list's filters differ from their defaults (the phone's folded filter bar shows it); a period, its
 * startDate and endDate, counts once.
 */
export function changedFilters<T extends object>(value: T, defaults: T): number {
  const keys = (Object.keys(defaults) as (keyof T)[]).filter((key) => value[key] !== defaults[key]);
  const period = keys.filter((key) => key === 'startDate' || key === 'endDate').length;
  return keys.length - period + (period > 0 ? 1 : 0);
}

/**
 * A record changed a few fields at a time, as a list's filters: `patch` merges the fields given, `reset` brings back
 * what `initial` makes (called again, so a default period starts from today), `changed` counts the fields that differ
 * from it (changedFilters).
 */
export function usePatchState<T extends object>(initial: () => T) {
  const [value, setValue] = useState(initial);
  const patch = (fields: Partial<T>) => setValue((current) => ({ ...current, ...fields }));
  const reset = () => setValue(initial());
  return [value, patch, reset, changedFilters(value, initial())] as const;
}
