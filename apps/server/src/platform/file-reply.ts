import { PassThrough, type Writable } from 'node:stream';
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

/** Where a streamed export writes: `write` waits while the client is behind, so memory stays at one chunk. */
export interface FileSink {
  write(text: string | Buffer): Promise<void>;
  /** The stream itself, for writers that pipe into one (exceljs's streaming workbook); they must not end it. */
  stream: Writable;
}

/** Resolves once the stream wants more (or is gone: the next write then stops the export). */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Answers a file written piece by piece while the handler (and its transaction) runs: a large export is never held in
 * memory whole. Everything that can refuse the request must be checked before: once the first byte is out the status
 * is 200, so a failure later breaks the download off instead.
 */
async function streamFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string },
  write: (sink: FileSink) => Promise<void>,
): Promise<FastifyReply> {
  const stream = new PassThrough();
  const sink: FileSink = {
    stream,
    write: async (chunk) => {
      if (stream.destroyed) throw new Error('the download was broken off');
      if (!stream.write(chunk)) await drained(stream);
    },
  };
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
  try {
    await write(sink);
    if (!stream.writableEnded) stream.end();
  } catch (error) {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return reply;
}

/**
 * What a handler answers for a file that goes on streaming after the call's transaction has ended: the reply, wrapped,
 * because a reply is a thenable that resolves when the response has ended, and answering it bare would hold the
 * transaction for the whole download. The call registrar unwraps it outside the transaction.
 */
export class DetachedReply {
  constructor(readonly reply: FastifyReply) {}
}

/**
 * As streamFile, but the handler does not wait for the writing, so its transaction ends at once: the writer reads what
 * it needs in short transactions of its own, and other calls are answered meanwhile (PGlite has one connection). A
 * failure breaks the download off and is logged.
 */
export function streamFileDetached(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string },
  write: (sink: FileSink) => Promise<void>,
): DetachedReply {
  void streamFile(reply, file, write).catch((error: unknown) =>
    reply.log.error({ err: error }, `${file.fileName}: the download was broken off`),
  );
  return new DetachedReply(reply);
}
