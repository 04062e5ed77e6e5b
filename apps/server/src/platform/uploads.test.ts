import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, StartupError } from '../config.ts';
import { createFileStore, uploadStoreKind } from './uploads.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bo-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function read(body: Readable | Buffer | null): Promise<Buffer | null> {
  if (!body || Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('file store', () => {
  it('defaults to files with PGlite and the database with PostgreSQL; UPLOAD_STORE overrides', () => {
    expect(uploadStoreKind({ uploadStore: undefined }, { kind: 'pglite' })).toBe('dir');
    expect(uploadStoreKind({ uploadStore: undefined }, { kind: 'postgres' })).toBe('db');
    expect(uploadStoreKind({ uploadStore: 'db' }, { kind: 'pglite' })).toBe('db');
    expect(uploadStoreKind({ uploadStore: 'dir' }, { kind: 'postgres' })).toBe('dir');
    expect(loadConfig({ UPLOAD_STORE: 'db' }).uploadStore).toBe('db');
    expect(() => loadConfig({ UPLOAD_STORE: 's3' })).toThrow(StartupError);
  });

  it('keeps bytes under DATA_DIR/uploads/<owner>/<id> and removes them on discard', async () => {
    const store = createFileStore('dir', dataDir);
    const bytes = Buffer.from('hello');
    const stored = await store.put(3, 41, bytes);
    expect(stored).toEqual({ content: null, storagePath: join('uploads', '3', '41') });
    expect(await read(await store.open(stored))).toEqual(bytes);
    await expect(store.put(3, 41, bytes)).rejects.toThrow(); // never overwrites another upload's file
    await store.discard(stored);
    expect(await store.open(stored)).toBeNull();
  });

  it('hands bytes to the row in db mode and reads rows of either kind', async () => {
    const db = createFileStore('db', dataDir);
    const stored = await db.put(3, 42, Buffer.from('in the row'));
    expect(stored).toEqual({ content: Buffer.from('in the row'), storagePath: null });
    const dir = createFileStore('dir', dataDir);
    expect(await read(await dir.open(stored))).toEqual(Buffer.from('in the row'));
    const onDisk = await dir.put(3, 43, Buffer.from('on disk'));
    expect(await read(await db.open(onDisk))).toEqual(Buffer.from('on disk'));
  });
});
