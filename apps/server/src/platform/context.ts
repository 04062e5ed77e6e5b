import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BankProvider } from './bank-provider.ts';
import type { GeoServices } from './geo.ts';
import type { JobQueue } from './jobs.ts';
import type { ListCache } from './list-cache.ts';
import type { Mailer } from './mail.ts';
import type { TokenService } from './tokens.ts';
import type { FileStore } from './uploads.ts';

/** What every route and job can reach; built once in app.ts. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  jobs: JobQueue;
  /** Address lookup: geocoder and Dutch postal codes (disabled, HTTP providers or a test fake). */
  geo: GeoServices;
  /** Serialised large lists per owner, reused until the data changes. */
  lists: ListCache;
  /** Open banking (BANK_PROVIDER); undefined: this installation offers none. */
  bank: BankProvider | undefined;
  /** Where the bytes of uploads and generated documents are kept (UPLOAD_STORE). */
  files: FileStore;
}
