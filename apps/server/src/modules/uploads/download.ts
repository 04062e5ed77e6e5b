import { INLINE_MIME_TYPES, UPLOAD_CALLS, UPLOAD_MIME_TYPES } from '@backoffice/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploads } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/errors.ts';
import { contentDisposition } from '../../platform/file-reply.ts';
import { liveMembership } from '../../platform/sessions.ts';
import { assertUploadAccess, findUpload } from './service.ts';

// A wildcard rather than ':ticket/:uploadId': the router refuses path parameters over 100 characters, and a ticket is longer.
const PATH = /^([^/]+)\/(\d{1,10})$/;
const ZParams = z.object({
  ticket: z.string().min(1),
  uploadId: z.coerce.number().int().positive().max(2_147_483_647),
});

const INLINE = new Set<string>(INLINE_MIME_TYPES);
const KNOWN = new Set<string>(UPLOAD_MIME_TYPES);

/**
 * How a stored file is served: inline only what a browser shows without running anything (PDF, raster images); any
 * other known type as an attachment; a type that is not ours (stored before uploads were checked) as plain bytes.
 */
function servedAs(mimeType: string): { type: string; disposition: 'inline' | 'attachment' } {
  if (INLINE.has(mimeType)) return { type: mimeType, disposition: 'inline' };
  if (KNOWN.has(mimeType)) return { type: mimeType, disposition: 'attachment' };
  return { type: 'application/octet-stream', disposition: 'attachment' };
}

/**
 * Download tickets: the web app asks for one when the user opens a file, and opens the download-inline address built
 * from it (spec 002 §7: a token and the upload id). A ticket is good for one upload, one owner and one user's live
 * session, for minutes (DOWNLOAD_TICKET_SECONDS), and is refused as a session token: a forwarded or logged link
 * hands over one file for a short while, never the account.
 */
export function registerDownloadRoutes(r: CallRegistrar, api: FastifyInstance, app: AppContext): void {
  r.handle(UPLOAD_CALLS.downloadTicket, async (ctx, body) => {
    const upload = await findUpload(ctx.tx, ctx.ownerId, body.uploadId);
    assertUploadAccess(ctx, upload.belongsTo, 'read');
    const ticket = await ctx.app.tokens.signTicket({
      sid: ctx.sessionId,
      userId: ctx.userId,
      ownerId: ctx.ownerId,
      uploadId: upload.id,
    });
    return { ticket, expiresIn: ctx.app.config.downloadTicketSeconds };
  });

  api.get('/downloadInline/*', async (request, reply) => {
    const match = PATH.exec((request.params as { '*'?: string })['*'] ?? '');
    const params = ZParams.safeParse({ ticket: match?.[1], uploadId: match?.[2] });
    if (!params.success) throw fail('upload.notFound');
    const claims = await app.tokens.verifyTicket(params.data.ticket);
    if (!claims || claims.uploadId !== params.data.uploadId) throw fail('upload.ticketInvalid');
    const { upload, bytes } = await withTenant(app.database, claims.ownerId, async (tx) => {
      // The session the ticket was made in must still be live: logout and a password change end its tickets too.
      const membership = await liveMembership(tx, claims.ownerId, claims.userId, claims.sid);
      if (!membership) throw fail('upload.ticketInvalid');
      const row = await findUpload(tx, claims.ownerId, claims.uploadId);
      assertUploadAccess(membership, row.belongsTo, 'read');
      const [stored] = await tx
        .select({ content: uploads.content, storagePath: uploads.storagePath })
        .from(uploads)
        .where(and(eq(uploads.ownerId, claims.ownerId), eq(uploads.id, row.id)));
      return { upload: row, bytes: stored ? await app.files.open(stored) : null };
    });
    if (!bytes) throw fail('upload.fileMissing', { id: upload.id });
    const served = servedAs(upload.mimeType);
    return reply
      .header('content-type', served.type)
      .header('content-length', upload.size)
      .header('content-disposition', contentDisposition(upload.fileName, served.disposition))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
