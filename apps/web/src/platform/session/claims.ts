import type { TTokenClaims } from '@backoffice/domain';

export type SessionClaims = TTokenClaims & { exp?: number };

/** A token without `exp` never expires client-side; the server still answers 401 when it does. */
export function isExpired(claims: SessionClaims, nowMs: number): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= nowMs;
}
