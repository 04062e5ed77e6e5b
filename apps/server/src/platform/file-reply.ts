import type { FastifyReply } from 'fastify';

/**
 * A Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 6266), so any browser shows the
 * right name: 'inline' opens in the browser (PDFs, photos), 'attachment' downloads (exports).
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers a generated file (an export) for download; the web app's api.postFile saves it under this name. */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; fileName: string; mimeType: string },
  disposition: 'inline' | 'attachment' = 'attachment',
): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.bytes.length)
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
