import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { TileSources } from './tile-sources.ts';

/**
 * A file the browser opens by itself (a PDF, a photo, an export): nothing in it may run, load or be framed. Chromium's
 * PDF viewer and image view work under it; no `sandbox`, which keeps some browsers' PDF viewers from running.
 */
export const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A browser loading a page (not a script, an image or a call) asks for HTML. */
const loadsPage = (request: FastifyRequest) => /\btext\/html\b/.test(String(request.headers.accept ?? ''));

/**
 * Security headers on every answer of the app and the API (@fastify/helmet): a Content-Security-Policy without inline
 * scripts, nosniff, a referrer policy, no framing, and HSTS behind a TLS proxy (TRUST_PROXY=1).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  const tiles = new TileSources(database);
  // Before helmet's own hook, so that a page's policy names the tile hosts as they are now.
  app.addHook('onRequest', async (request) => {
    if (loadsPage(request)) await tiles.refresh();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine writes its theme into <style> elements and components set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for Leaflet's and the favicon's inline images; the map's tiles from the owners' tile servers.
        imgSrc: [() => ["'self'", 'data:', ...tiles.sources()].join(' ')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The PDF template page previews the PDF it just asked for: a blob URL the app made, in the browser's viewer.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One year, as helmet proposes; only where a TLS proxy answers (browsers ignore it over plain HTTP anyway).
    strictTransportSecurity: config.trustProxy ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // A file's answer carries its own, stricter policy; its address may hold a session token, so no referrer leaves it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-disposition') !== undefined) {
      reply.header('content-security-policy', FILE_POLICY).header('referrer-policy', 'no-referrer');
    }
    return payload;
  });
}
