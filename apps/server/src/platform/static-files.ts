import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ after a hash of its content: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser revalidates it (ETag) on every load. */
const REVALIDATE = 'no-cache';
/**
 * Security headers that govern a document (what it may load, run or be framed in, its window and its origin): helmet
 * sets them on every answer, and on a script or style sheet they do nothing but add about 600 bytes to each of the
 * twenty-odd files of a first load. Hashed assets keep nosniff, the resource and referrer policies and HSTS.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web app. The build writes a .br and a .gz next to each file (apps/web/vite-compress.ts); the
 * browser gets the smallest it accepts, and caches hashed assets for a year and index.html never without asking.
 */
export async function registerWebApp(app: FastifyInstance, root: string, basePath: string): Promise<void> {
  // In a scope of its own: the hook below sees the web app's files, not every call of the API.
  await app.register(async (files) => {
    // A hashed asset is never asked for again, so its validators (ETag, Last-Modified) and byte ranges go unused; nor
    // does it need the headers of a document (helmet writes them on the raw answer).
    files.addHook('onSend', async (_request, reply, payload) => {
      if (reply.getHeader('cache-control') === IMMUTABLE) {
        reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
        for (const header of DOCUMENT_HEADERS) reply.raw.removeHeader(header);
      }
      return payload;
    });
    await files.register(fastifyStatic, {
      root,
      prefix: `${basePath}/`,
      preCompressed: true,
      // Our own Cache-Control below; send's `public, max-age=0` would override it.
      cacheControl: false,
      setHeaders(res, path) {
        const inAssets = relative(root, path).startsWith(`assets${sep}`);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
        // The same address answers brotli, gzip or plain bytes: shared caches must key on Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  });
}
