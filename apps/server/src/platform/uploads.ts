import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * Where uploaded bytes live. 'dir': files under DATA_DIR/uploads/<owner>/<id>, the default with PGlite, whose
 * database is a single process on one disk anyway and stays small. 'db': the uploads.content column, the default with
 * PostgreSQL, because such a deployment may run several servers without a shared disk. UPLOAD_STORE overrides.
 */
export type UploadStoreKind = 'db' | 'dir';

/** Where a stored file's bytes are: one of the two is set on the uploads row. */
interface StoredBytes {
  content: Buffer | null;
  storagePath: string | null;
}

export interface FileStore {
  kind: UploadStoreKind;
  /** Stores the bytes of upload `id`; the answer goes into the uploads row. */
  put(ownerId: number, id: number, bytes: Buffer): Promise<StoredBytes>;
  /** Removes what put wrote (a failed upload must leave no file behind). */
  discard(stored: StoredBytes): Promise<void>;
  /** The bytes of a row, from wherever that row says they are (rows written under another store setting too). */
  open(stored: StoredBytes): Promise<Readable | Buffer | null>;
}

export function uploadStoreKind(
  config: Pick<Config, 'uploadStore'>,
  database: Pick<Database, 'kind'>,
): UploadStoreKind {
  return config.uploadStore ?? (database.kind === 'postgres' ? 'db' : 'dir');
}

export function createFileStore(kind: UploadStoreKind, dataDir: string): FileStore {
  // Paths are built from integers only, so a stored path can never leave DATA_DIR.
  const absolute = (storagePath: string) => join(dataDir, storagePath);
  return {
    kind,
    async put(ownerId, id, bytes) {
      if (kind === 'db') return { content: bytes, storagePath: null };
      const storagePath = join('uploads', String(ownerId), String(id));
      const file = absolute(storagePath);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return { content: null, storagePath };
    },
    async discard(stored) {
      if (stored.storagePath) await rm(absolute(stored.storagePath), { force: true });
    },
    async open(stored) {
      if (stored.content) return stored.content;
      if (!stored.storagePath) return null;
      const file = absolute(stored.storagePath);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
  };
}
