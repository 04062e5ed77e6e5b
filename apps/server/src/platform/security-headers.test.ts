import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo.ts';
import { BACKENDS, createTestApp, type TestApp } from '../test/harness.ts';
import { FILE_POLICY } from './security-headers.ts';

/** A built web app of two files, so the test does not need `npm run build`. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./assets/app.js"></script>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

type Headers = Record<string, string | string[] | number | undefined>;

/** The directives of a Content-Security-Policy header, by name. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectAppHeaders(headers: Headers, what: string) {
  const csp = directives(headers);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('img-src')?.slice(0, 2), what).toEqual(["'self'", 'data:']);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe.each(BACKENDS)('security headers on %s', (backend) => {
  let app: TestApp;
  let admin: string;
  let dist: string;
  const page = (url: string) => app.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  beforeAll(async () => {
    dist = webDist();
    app = await createTestApp(backend, { webDist: dist });
    admin = await app.login(DEMO_USERS.admin, 1);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('go with every kind of answer: a call, a refused call, unknown addresses, the page and its scripts', async () => {
    const answers = {
      call: await app.app.inject({
        method: 'POST',
        url: '/api/r/getOwner',
        headers: { authorization: `Bearer ${admin}` },
        payload: { id: 1 },
      }),
      invalid: await app.app.inject({
        method: 'POST',
        url: '/api/r/getOwner',
        headers: { authorization: `Bearer ${admin}` },
        payload: { id: 'x' },
      }),
      unauthorised: await app.app.inject({ method: 'POST', url: '/api/r/getOwner', payload: { id: 1 } }),
      unknownCall: await app.app.inject({ method: 'POST', url: '/api/r/noSuchCall' }),
      page: await page('/'),
      unknownFile: await app.app.inject({ method: 'GET', url: '/assets/missing.js' }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.statusCode]));
    expect(statuses).toEqual({
      call: 200,
      invalid: 400,
      unauthorised: 401,
      unknownCall: 404,
      page: 200,
      unknownFile: 404,
    });
    for (const [what, answer] of Object.entries(answers)) expectAppHeaders(answer.headers, what);
  });

  it('leave a hashed script the headers a script needs, not those of a document', async () => {
    const script = await app.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag']) {
      expect(script.headers[header], header).toBeUndefined();
    }
  });

  it('give a file its own policy: nothing in it runs, loads or frames, and its address is no referrer', async () => {
    const uploaded = await app.request('POST', '/r/upload', {
      token: admin,
      body: {
        belongsTo: UPLOAD_BELONGS_TO.company,
        belongsId: 1,
        belongsKind: 1,
        fileName: 'contract.pdf',
        mimeType: 'application/pdf',
        contentBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      },
    });
    expect(uploaded.status).toBe(200);
    const file = await app.download(admin, uploaded.json.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toBe(FILE_POLICY);
    expect(directives(file.headers).get('default-src')).toEqual(["'none'"]);
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send HSTS only behind a TLS proxy (TRUST_PROXY=1)', async () => {
    const proxied = await createTestApp(backend, { webDist: dist, trustProxy: true }, { seed: false });
    try {
      for (const url of ['/', '/api/r/getOwner']) {
        const answer = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        expect(answer.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await proxied.close();
    }
  });
});
