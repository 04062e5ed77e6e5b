import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TTokenClaims, ZTokenClaims } from '@backoffice/domain';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const DOWNLOAD_TICKET_SECONDS = 5 * 60;

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR so sessions survive restarts. */
export function loadJwtSecret(jwtSecret: string | undefined, dataDir: string | undefined): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** What a download ticket allows: one upload of one owner, for one user's still-live session. */
const ZTicketClaims = z.object({
  sid: z.number().int().positive(),
  userId: z.number().int(),
  ownerId: z.number().int(),
  uploadId: z.number().int().positive(),
});
type TTicketClaims = z.infer<typeof ZTicketClaims>;

export interface TokenService {
  sign(claims: TTokenClaims): Promise<string>;
  verify(token: string): Promise<TTokenClaims | null>;
  signTicket(claims: TTicketClaims): Promise<string>;
  verifyTicket(ticket: string): Promise<TTicketClaims | null>;
}

// Tickets are signed with a key of their own, derived from the secret: a ticket can never pass as a session token
// (nor a session token as a ticket), whatever claims either carries.
const deriveKey = (secret: Uint8Array, purpose: string) =>
  new Uint8Array(createHmac('sha256', secret).update(purpose).digest());

async function verifyWith<T>(token: string, key: Uint8Array, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const signWith = (claims: Record<string, unknown>, key: Uint8Array, seconds: number) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(`${seconds}s`).sign(key);

export function createTokenService(
  secret: Uint8Array,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  ticketSeconds = DOWNLOAD_TICKET_SECONDS,
): TokenService {
  const ticketKey = deriveKey(secret, 'download-ticket');
  return {
    sign: (claims) => signWith({ ...claims }, secret, lifetimeSeconds),
    verify: (token) => verifyWith(token, secret, ZTokenClaims),
    signTicket: (claims) => signWith({ ...claims }, ticketKey, ticketSeconds),
    verifyTicket: (ticket) => verifyWith(ticket, ticketKey, ZTicketClaims),
  };
}
