import { type AccessLevel, type Area, canAccess, canUseBackOffice } from '@backoffice/domain';
import { useSyncExternalStore } from 'react';
import { readText, storageKey, writeText } from '../storage.ts';
import { isExpired, type SessionClaims } from './claims.ts';

export interface Session {
  token: string;
  claims: SessionClaims;
  /** The owner's name as chosen at login; the header shows it even for users who may not read owner settings. */
  ownerName: string;
}

export type EndReason = 'logout' | 'expired' | 'loadFailed';

const TOKEN_KEY = 'token';
const OWNER_NAME_KEY = 'ownerName';
const LAST_PATH_KEY = 'lastPath';

let current: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const endListeners = new Set<(reason: EndReason) => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

type Decode = (token: string) => SessionClaims | null;
// The token's reader checks the claims with the shared schema (zod): it loads only when there is a token to read, so
// the login page of a logged-out visitor loads without zod.
const loadDecode = (): Promise<Decode> => import('./jwt.ts').then((module) => module.decodeClaims);

/** A session is only valid with readable claims, back-office roles and an unexpired token. */
async function toSession(token: string | null, ownerName: string): Promise<Session | null> {
  if (!token) return null;
  const claims = (await loadDecode())(token);
  if (!claims || isExpired(claims, Date.now()) || !canUseBackOffice(claims)) return null;
  return { token, claims, ownerName };
}

function scheduleExpiry(session: Session | null): void {
  clearTimeout(expiryTimer);
  const exp = session?.claims.exp;
  if (exp === undefined) return;
  // setTimeout overflows above ~24.8 days; tokens live hours, so cap instead of overflowing.
  const delay = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1);
  expiryTimer = setTimeout(() => endSession('expired'), Math.max(delay, 0));
}

/** Whether a token is kept (valid or not): read without decoding it, to start fetching the pages' code early. */
export const hasStoredToken = (): boolean => readText(TOKEN_KEY) !== null;

export async function loadSession(): Promise<void> {
  current = await toSession(readText(TOKEN_KEY), readText(OWNER_NAME_KEY) ?? '');
  if (!current) writeText(TOKEN_KEY, null);
  scheduleExpiry(current);
}

/** A login or logout in another tab applies here too, so no tab keeps working with a token that was cleared. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== storageKey(TOKEN_KEY)) return;
    const before = current;
    loadSession().then(
      () => {
        // Another user or owner (or none): what this tab cached belongs to the old session.
        if (before && before.token !== current?.token) for (const listener of endListeners) listener('logout');
        emit();
      },
      (error: unknown) => console.error(error),
    );
  });
}

export function getSession(): Session | null {
  if (current && isExpired(current.claims, Date.now())) endSession('expired');
  return current;
}

/** Returns false (and keeps no session) when the token is unreadable or lacks back-office roles. */
export async function startSession(token: string, ownerName: string): Promise<boolean> {
  const session = await toSession(token, ownerName);
  if (!session) return false;
  writeText(TOKEN_KEY, token);
  writeText(OWNER_NAME_KEY, ownerName);
  current = session;
  scheduleExpiry(current);
  emit();
  return true;
}

export function setOwnerName(ownerName: string): void {
  if (!current) return;
  writeText(OWNER_NAME_KEY, ownerName);
  current = { ...current, ownerName };
  emit();
}

/** Clears the token and owner data; listeners clear caches. The guard then sends the user to /Session/Auth. */
export function endSession(reason: EndReason): void {
  const hadSession = current !== null;
  writeText(TOKEN_KEY, null);
  writeText(OWNER_NAME_KEY, null);
  current = null;
  clearTimeout(expiryTimer);
  if (!hadSession) return;
  for (const listener of endListeners) listener(reason);
  emit();
}

export function onSessionEnd(listener: (reason: EndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): Session | null => current;

/** The snapshot stays pure; the expiry timer (and getSession) end an expired session. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot);
}

/** Whether the logged-in user passes an area's gate (DESIGN §6); false without a session. */
export function useCanAccess(area: Area, level: AccessLevel = 'read'): boolean {
  const session = useSession();
  return session ? canAccess(session.claims, area, level) : false;
}

/** The guard remembers the last path outside /Session; login returns there. */
export function rememberPath(path: string): void {
  if (!path.startsWith('/Session')) writeText(LAST_PATH_KEY, path);
}

export function rememberedPath(): string {
  const path = readText(LAST_PATH_KEY);
  return path?.startsWith('/') && !path.startsWith('/Session') ? path : '/';
}
