import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const PAGE = '<!doctype html><script type="module" src="./assets/app-3f2a1b.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A built web app as the web build leaves it: each file with its .br and .gz beside it. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['index.html', PAGE],
    ['assets/app-3f2a1b.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  return dir;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Static files do not touch the database: PGlite alone is enough.
describe.each(['', '/acme'])('the built web app (BASE_PATH "%s")', (basePath) => {
  let app: TestApp;
  let dist: string;
  const get = (url: string, encoding?: string) =>
    app.app.inject({
      method: 'GET',
      url: `${basePath}${url}`,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  beforeAll(async () => {
    dist = webDist();
    app = await createTestApp('pglite', { webDist: dist, basePath }, { seed: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli to a browser that takes it, else gzip, else the plain file, the same bytes each time', async () => {
    for (const url of ['/', '/index.html', '/assets/app-3f2a1b.js']) {
      const text = url.endsWith('.js') ? SCRIPT : PAGE;
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(text);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(text);

      for (const plain of [await get(url), await get(url, 'identity')]) {
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.body, url).toBe(text);
      }
      for (const answer of [br, gz]) {
        expect(answer.headers.vary, url).toBe('accept-encoding');
        expect(answer.headers['content-type'], url).toMatch(url.endsWith('.js') ? /javascript/ : /text\/html/);
      }
    }
  });

  it('lets the browser keep hashed assets for a year and makes it ask again for index.html', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      expect((await get('/assets/app-3f2a1b.js', encoding)).headers['cache-control']).toBe(IMMUTABLE);
      expect((await get('/', encoding)).headers['cache-control']).toBe('no-cache');
      expect((await get('/index.html', encoding)).headers['cache-control']).toBe('no-cache');
    }
    // index.html is revalidated by its ETag; a hashed asset never is, so it carries no validators.
    expect((await get('/', 'br')).headers.etag).toBeDefined();
    const asset = await get('/assets/app-3f2a1b.js', 'br');
    expect([asset.headers.etag, asset.headers['last-modified'], asset.headers['accept-ranges']]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('answers an unknown asset with 404, not with a page', async () => {
    const missing = await get('/assets/gone-000000.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
