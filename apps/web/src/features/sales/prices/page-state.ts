import { PAGE_CACHE_CALLS } from '@backoffice/domain';
import { useCall, useCallMutation } from '../../../platform/call.ts';

/**
 * A page's remembered state (getCache12/saveCache, per user on the server): `stored` is the saved JSON read once
 * (null while loading or when none), `save` keeps a new state.
 */
export function usePageState<T>(page: string, what: string, parse: (json: unknown) => T | null) {
  const keys = { key1: page, key2: what };
  const read = useCall(PAGE_CACHE_CALLS.getCache12, keys, { silent: true, staleTime: 0 });
  const write = useCallMutation(PAGE_CACHE_CALLS.saveCache, { refreshes: [] });
  let stored: T | null = null;
  if (read.data?.key3) {
    try {
      stored = parse(JSON.parse(read.data.key3));
    } catch {
      stored = null;
    }
  }
  return {
    loaded: !read.isLoading,
    stored,
    save: (state: T) => write.mutate({ ...keys, key3: JSON.stringify(state), key4: '' }),
  };
}
