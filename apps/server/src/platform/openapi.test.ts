import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SESSION_CALLS } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const run = promisify(execFile);
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
type Content = Record<string, { schema?: object }>;
/** What the test reads of an operation of the document. */
type OperationDoc = { requestBody?: { content?: Content }; responses?: Record<string, { content?: Content }> };
/** The routes that describe the API rather than belong to it. */
const DOCS_ROUTES = new Set(['GET /openapi.json', 'GET /docs', 'GET /docs/redoc.js']);

describe('the published contract (GET /api/openapi.json)', () => {
  let t: TestApp;
  // biome-ignore lint/suspicious/noExplicitAny: the document is read as JSON
  let document: any;
  beforeAll(async () => {
    t = await createTestApp('pglite', { basePath: '/acme' });
    const answer = await t.request('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.json;
  });
  afterAll(() => t.close());

  /** The routes the server answers under /api, as the document writes them, without the documentation's own. */
  const servedRoutes = () =>
    t.routes
      .filter((route) => !route.startsWith('HEAD ') && route.includes(' /acme/api/'))
      .map((route) => route.replace(' /acme/api/', ' /').replace('/downloadInline/*', '/downloadInline/{ticket}/{id}'))
      .filter((route) => !DOCS_ROUTES.has(route));

  it('has one operation for every route the server answers under /api, and no other', () => {
    const served = servedRoutes();
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((method) => HTTP_METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(150);
    expect(new Set(documented)).toEqual(new Set(served));
    expect(documented).toHaveLength(new Set(documented).size);
    expect(document.servers).toEqual([{ url: '/acme/api' }]);
  });

  it('serves declared calls only: every route under /api is a call of packages/domain (or the file route)', () => {
    const declared = new Set([
      ...t.calls.map((call) => `${call.declaration.method} /r${call.declaration.path}`),
      ...Object.values(SESSION_CALLS).map((declaration) => `POST ${declaration.path}`),
      'GET /downloadInline/{ticket}/{id}',
    ]);
    const undeclared = servedRoutes().filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
    // What the registrar serves is what its declaration says.
    for (const call of t.calls) {
      expect(`${call.method} ${call.path}`).toBe(`${call.declaration.method} ${call.declaration.path}`);
    }
  });

  it('gives every operation a non-empty request schema (the body of a POST) and a 200 answer schema', () => {
    const empty: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, OperationDoc>)) {
        if (!HTTP_METHODS.includes(method)) continue;
        const where = `${method.toUpperCase()} ${path}`;
        if (method === 'post') {
          const body = operation.requestBody?.content?.['application/json']?.schema;
          if (!body || Object.keys(body).length === 0) empty.push(`${where}: request body`);
        }
        const answer = Object.values(operation.responses?.['200']?.content ?? {})[0]?.schema;
        if (!answer || Object.keys(answer).length === 0) empty.push(`${where}: 200 answer`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('describes a declared call with its body, its answer, its errors and the bearer scheme', () => {
    const saveUser = document.paths['/r/saveUser'].post;
    expect(saveUser.tags).toEqual(['settings']);
    const body = saveUser.requestBody.content['application/json'].schema;
    expect(body.properties.roles.items.enum).toContain('admin');
    expect(body.required).toEqual(expect.arrayContaining(['id', 'roles']));
    const answer = saveUser.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['id', 'userName', 'employeeId', 'roles', 'deleted', 'activeSessions']),
    );
    expect(saveUser.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Calls before login need no token.
    expect(document.paths['/login'].post.security).toEqual([]);
  });

  it('passes an external OpenAPI validator (redocly lint)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const lint = await run('npx', ['redocly', 'lint', '--extends=minimal', '--format=stylish', file], {
        cwd: process.cwd(),
      }).catch((error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
      expect('failed' in lint ? `${lint.stdout}\n${lint.stderr}` : '').toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('serves the reference page and its script from the app itself, without a login', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/acme/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<redoc spec-url="openapi.json">');
    expect(page.body).toContain('<script src="docs/redoc.js">');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/acme/api/docs/redoc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});
