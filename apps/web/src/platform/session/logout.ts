import { api } from '../api-client.ts';
import { endSession } from './session-store.ts';

/**
 * Ends the session on the server too (POST /api/logout, or every session of the login with "log out everywhere"), so
 * the token is refused from now on wherever it is kept; the page logs out whatever the server answers.
 */
export async function logout(everywhere = false): Promise<void> {
  try {
    if (everywhere) await api.post('/r/logoutEverywhere', {});
    else await api.post('/logout', {});
  } catch {
    // Offline or already ended: the token is dropped here all the same.
  }
  endSession('logout');
}
