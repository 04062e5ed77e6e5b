import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** How long a download address stays valid after the web app asked for it. */
  downloadTicketSeconds: number;
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom: string;
  seed: boolean;
  /** Path prefix the app and API are mounted under, e.g. '/acme' (empty: served at the root). */
  basePath: string;
  /** Public address used in mailed links; defaults to http://localhost:{port}{basePath}. */
  publicUrl: string;
  webDist: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else anyone could fake it). */
  trustProxy: boolean;
  /** Nominatim-style geocoder base URL (GET {url}/search?format=json&q=...); unset: no geocoding. */
  geocoderUrl: string | undefined;
  /** PDOK Locatieserver-style Dutch address service base URL (GET {url}/free?q=...); unset: no postal-code lookup. */
  postcodeUrl: string | undefined;
  /** Where uploaded bytes go: 'dir' (DATA_DIR/uploads) or 'db' (the uploads.content column); unset: by database. */
  uploadStore: 'db' | 'dir' | undefined;
  /** The open-banking provider (platform/bank-provider.ts): `fake:<folder>`; unset: none. */
  bankProvider: string | undefined;
  /** Check every declared call's answer against its response schema (tests; a mismatch is a 500 naming the field). */
  validateResponses: boolean;
}

/** A start-up failure that deserves one line for the operator, not a stack trace. */
export class StartupError extends Error {}

function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`PORT must be a port number, got "${env.PORT}"`);
  const basePath = normalizeBasePath(env.BASE_PATH);
  const uploadStore = env.UPLOAD_STORE || undefined;
  const downloadTicketSeconds = Number(env.DOWNLOAD_TICKET_SECONDS ?? 300);
  if (!Number.isInteger(downloadTicketSeconds) || downloadTicketSeconds < 1)
    throw new StartupError(
      `DOWNLOAD_TICKET_SECONDS must be a whole number of seconds, got "${env.DOWNLOAD_TICKET_SECONDS}"`,
    );
  const bankProvider = env.BANK_PROVIDER || undefined;
  if (bankProvider !== undefined && !/^fake:.+/.test(bankProvider))
    throw new StartupError(`BANK_PROVIDER must be fake:<folder of camt.053 files>, got "${bankProvider}"`);
  // A folder that is not there would make every bank-connection call fail with a 500 instead of stopping the start.
  if (bankProvider && !existsSync(resolve(bankProvider.slice('fake:'.length))))
    throw new StartupError(`BANK_PROVIDER names a folder that does not exist: ${bankProvider.slice('fake:'.length)}`);
  if (uploadStore !== undefined && uploadStore !== 'db' && uploadStore !== 'dir')
    throw new StartupError(`UPLOAD_STORE must be db or dir, got "${uploadStore}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    downloadTicketSeconds,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Back office <noreply@localhost>',
    seed: env.SEED !== '0',
    basePath,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}${basePath}`).replace(/\/+$/, ''),
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: env.TRUST_PROXY === '1',
    geocoderUrl: env.GEOCODER_URL?.replace(/\/+$/, '') || undefined,
    postcodeUrl: env.POSTCODE_URL?.replace(/\/+$/, '') || undefined,
    uploadStore,
    validateResponses: env.VALIDATE_RESPONSES === '1',
    bankProvider: bankProvider && `fake:${resolve(bankProvider.slice('fake:'.length))}`,
  };
}
