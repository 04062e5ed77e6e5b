import { callKey, USER_CALLS } from '@backoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../call.ts';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Asks the server whether the session still lives when the app opens, when the user comes back to the tab and every
 * few minutes: a session ended elsewhere (logout everywhere, an administrator, a password change) answers 401, and
 * the API client then ends it here, so an open page does not wait for the user's next action to show the login.
 */
export function useSessionCheck(): void {
  useQuery({
    // The caller's own record, shared with the pages that show it: each check refreshes them too.
    queryKey: callKey(USER_CALLS.me),
    queryFn: ({ signal }) => call(USER_CALLS.me, {}, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: FIVE_MINUTES,
    meta: { silent: true },
  });
}
