import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TTokenClaims, ZTokenClaims } from '@backoffice/domain';
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

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

export interface TokenService {
  sign(claims: TTokenClaims): Promise<string>;
  verify(token: string): Promise<TTokenClaims | null>;
}

export function createTokenService(secret: Uint8Array, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): TokenService {
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const parsed = ZTokenClaims.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
