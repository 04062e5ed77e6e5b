import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { dataVersions } from '../db/schema/index.ts';

/** The data sets whose tables raise a version in data_versions (migrations 0004, 0006 and 0012). */
export type DataSet = 'employees' | 'projects' | 'customers' | 'agenda';

const gzipAsync = promisify(gzip);
/** Below this a list goes out as it is: compressing costs more than it saves. */
const GZIP_FROM_BYTES = 16 * 1024;

interface Entry {
  version: number;
  body: string;
  /** Compressed once per version, on the first request that accepts gzip (a 4 MB list becomes about 300 kB). */
  gzipped?: Promise<Buffer>;
}

/** A list the database already serialised (one JSON document): stored as it is, not parsed and serialised again. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A serialised list and its entity tag: the browser revalidates with If-None-Match and gets 304 while unchanged. */
export interface CachedList {
  body: string;
  etag: string;
  gzipped(): Promise<Buffer>;
}

/**
 * Answers a cached list: 304 when the browser's copy is current, else the body, gzipped when the client accepts it.
 * private, no-cache: the browser keeps the list but asks each time.
 */
export async function sendCachedList(request: FastifyRequest, reply: FastifyReply, list: CachedList) {
  reply.header('cache-control', 'private, no-cache').header('etag', list.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === list.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && list.body.length >= GZIP_FROM_BYTES) {
    return reply.header('content-encoding', 'gzip').send(await list.gzipped());
  }
  return reply.send(list.body);
}

const answer = (entry: Entry, etag: string): CachedList => ({
  body: entry.body,
  etag,
  gzipped() {
    entry.gzipped ??= gzipAsync(entry.body);
    return entry.gzipped;
  },
});

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
    const { entry, etag } = await this.entry(tx, ownerId, dataSet, variant, async () => {
      const built = await build();
      return built instanceof JsonText ? built.text : JSON.stringify(built);
    });
    return answer(entry, etag);
  }

  /** A text the server reads itself (not sent as it is), kept the same way: the week view's shifts. */
  async text(tx: Db, ownerId: number, dataSet: DataSet, variant: string, build: () => Promise<string>) {
    return (await this.entry(tx, ownerId, dataSet, variant, build)).entry.body;
  }

  private async entry(tx: Db, ownerId: number, dataSet: DataSet, variant: string, build: () => Promise<string>) {
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
      return { entry: hit, etag };
    }
    const entry: Entry = { version, body: await build() };
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return { entry, etag };
  }
}
