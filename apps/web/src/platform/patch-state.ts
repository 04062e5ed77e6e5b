import { useState } from 'react';

/**
 * A record changed a few fields at a time, as a list's filters: `patch` merges the fields given, `reset` brings back
 * what `initial` makes (called again, so a default period starts from today).
 */
export function usePatchState<T extends object>(initial: () => T) {
  const [value, setValue] = useState(initial);
  const patch = (fields: Partial<T>) => setValue((current) => ({ ...current, ...fields }));
  const reset = () => setValue(initial());
  return [value, patch, reset] as const;
}
