import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api, CONNECTION_FAILED } from './api-client.ts';
import { i18n } from './i18n/i18n.ts';
import { notifyError } from './notices.ts';
import { endSession, onSessionEnd } from './session/session-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A base list (cars, users, ...): a failed load ends the session and shows the login page (spec 000 §8). */
      baseList?: boolean;
      /** The caller handles a failure itself (or ignores it). */
      silent?: boolean;
    };
  }
}

/** Retry only what may pass on a second try: a lost connection or a server error, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return failureCount < 1 && (error.code === CONNECTION_FAILED || error.code >= 500);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      if (query.meta?.silent) return;
      notifyError(error, { action: i18n.t('notices.loadFailed') });
      if (query.meta?.baseList) endSession('loadFailed');
    },
  }),
  mutationCache: new MutationCache(),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Logout clears every cached record so the next user (or owner) starts clean.
onSessionEnd(() => queryClient.clear());

const listKey = (path: string) => ['list', path] as const;
/** The key of a POST read (useApiRead): by path alone it matches every body, e.g. to refresh all notes lists. */
export const readKey = (path: string, body?: unknown) =>
  body === undefined ? (['read', path] as const) : (['read', path, body] as const);

/** The one generic list hook: GET an array (every `/r/all...` call). */
export function useApiList<T>(
  path: string,
  options: { baseList?: boolean; enabled?: boolean; refetchInterval?: (rows: T[] | undefined) => number | false } = {},
) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: listKey(path),
    queryFn: ({ signal }) => api.get<T[]>(path, { signal }),
    meta: { baseList: options.baseList ?? false },
    enabled: options.enabled ?? true,
    refetchInterval: refetchInterval && ((query) => refetchInterval(query.state.data)),
  });
}

/** A POST that reads (getOwner, userByIdKey): keyed by path and body. */
export function useApiRead<T>(
  path: string,
  body: unknown,
  options: { auth?: boolean; silent?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: readKey(path, body),
    queryFn: ({ signal }) => api.post<T>(path, body, { signal, auth: options.auth }),
    meta: { silent: options.silent ?? false },
    enabled: options.enabled ?? true,
    retry: options.silent ? false : shouldRetry,
  });
}
