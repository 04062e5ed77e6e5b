import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, CONNECTION_FAILED } from './api-client.ts';
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
