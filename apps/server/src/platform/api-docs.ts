import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { RegisteredCall } from './calls.ts';
import { openApiDocument } from './openapi.ts';

/** Redoc's own bundle from node_modules: the reference page loads nothing from outside the app. */
const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/** Redoc renders with styled-components (inline styles) and searches in a worker it starts from a blob. */
const DOCS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "worker-src 'self' blob:; font-src 'self' data:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
<redoc spec-url="openapi.json"></redoc>
<script src="docs/redoc.js"></script>
</body>
</html>
`;

/**
 * The published contract: `GET /api/openapi.json` (OpenAPI 3.1, made once from the registered calls) and its reference
 * page `GET /api/docs`. Both are public, like any API description: they show the calls, not data.
 */
export function registerApiDocs(api: FastifyInstance, calls: readonly RegisteredCall[], basePath: string): void {
  let document: object | undefined;
  let bundle: Promise<Buffer> | undefined;
  api.get('/openapi.json', async () => {
    document ??= openApiDocument(calls, basePath);
    return document;
  });
  api.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_POLICY).send(page('Back office API')),
  );
  api.get('/docs/redoc.js', async (_request, reply) => {
    bundle ??= readFile(REDOC_BUNDLE);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(await bundle);
  });
}
