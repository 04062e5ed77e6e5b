import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ after a hash of its content: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser revalidates it (ETag) on every load. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app. The build writes a .br and a .gz next to each file (apps/web/vite-compress.ts); the
 * browser gets the smallest it accepts, and caches hashed assets for a year and index.html never without asking.
 */
export async function registerWebApp(app: FastifyInstance, root: string, basePath: string): Promise<void> {
  await app.register(fastifyStatic, {
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
}
