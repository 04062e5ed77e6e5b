import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api-client.ts';
import { readKey } from '../../platform/query.ts';

/** A GET that answers one object (not a list); a failure is shown by the query cache's notice. */
export function useApiGet<T>(path: string, enabled = true, staleTime?: number) {
  return useQuery({
    queryKey: readKey(path),
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
