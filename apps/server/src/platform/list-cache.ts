import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dataVersions } from '../db/schema/index.ts';

/** The data sets whose tables raise a version in data_versions (migrations 0004 and 0006). */
export type DataSet = 'employees' | 'projects' | 'customers';

interface Entry {
  version: number;
  body: string;
}

/** A list the database already serialised (one JSON document): stored as it is, not parsed and serialised again. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A serialised list and its entity tag: the browser revalidates with If-None-Match and gets 304 while unchanged. */
export interface CachedList {
  body: string;
  etag: string;
}

/**
 * Serialised large lists, reused while the owner's data set has not changed. The version lives in the database, so
 * a write through another server instance (or straight SQL) is seen too; an entry is checked with one key lookup.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 64) {}

  async json(
    tx: Db,
    ownerId: number,
    dataSet: DataSet,
    variant: string,
    build: () => Promise<unknown>,
  ): Promise<CachedList> {
    const [row] = await tx
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(and(eq(dataVersions.ownerId, ownerId), eq(dataVersions.name, dataSet)));
    const version = row?.version ?? 0;
    const key = `${ownerId}:${dataSet}:${variant}`;
    const etag = `"${key}:${version}"`;
    const hit = this.entries.get(key);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.entries.delete(key);
    if (hit && hit.version === version) {
      this.entries.set(key, hit);
      return { body: hit.body, etag };
    }
    const built = await build();
    const body = built instanceof JsonText ? built.text : JSON.stringify(built);
    this.entries.set(key, { version, body });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return { body, etag };
  }
}
