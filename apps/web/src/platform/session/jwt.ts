import { ZTokenClaims } from '@backoffice/domain';
import type { SessionClaims } from './claims.ts';

export { isExpired, type SessionClaims } from './claims.ts';

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims from a JWT payload. The server verifies the signature; the client only needs to read it. */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(base64UrlDecode(payload));
    const parsed = ZTokenClaims.safeParse(json);
    if (!parsed.success) return null;
    const exp = typeof json === 'object' && json !== null && 'exp' in json ? Number(json.exp) : undefined;
    return { ...parsed.data, exp: Number.isFinite(exp) ? exp : undefined };
  } catch {
    return null;
  }
}
