import { SESSION_CALLS, USER_CALLS } from '@backoffice/domain';
import { call } from '../call.ts';
import { callPublic } from '../call-public.ts';
import { endSession } from './session-store.ts';

/**
 * Ends the session on the server too (POST /api/logout, or every session of the login with "log out everywhere"), so
 * the token is refused from now on wherever it is kept; the page logs out whatever the server answers.
 */
export async function logout(everywhere = false): Promise<void> {
  try {
    if (everywhere) await call(USER_CALLS.logoutEverywhere);
    // Sent with the token: it names the session to end.
    else await callPublic(SESSION_CALLS.logout, {}, { withToken: true });
  } catch {
    // Offline or already ended: the token is dropped here all the same.
  }
  endSession('logout');
}
