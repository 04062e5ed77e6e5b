import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ownerUsers, uploads } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { contentDisposition } from '../../platform/file-reply.ts';
import type { FileStore } from '../../platform/uploads.ts';
import { assertUploadAccess, findUpload } from './service.ts';

// A wildcard rather than ':token/:uploadId': the router refuses path parameters over 100 characters, and a token is longer.
const PATH = /^([^/]+)\/(\d{1,10})$/;
const ZParams = z.object({ token: z.string().min(1), uploadId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET {base}/api/downloadInline/:token/:uploadId (spec 002 §7). A browser opens it in a new tab, so the session token
 * travels in the path instead of a header; it is checked as every call checks it: valid token, current membership of
 * the token's owner, and the gate of what the file belongs to.
 */
export function registerDownloadRoute(api: FastifyInstance, app: AppContext, store: FileStore): void {
  api.get('/downloadInline/*', async (request, reply) => {
    const match = PATH.exec((request.params as { '*'?: string })['*'] ?? '');
    const params = ZParams.safeParse({ token: match?.[1], uploadId: match?.[2] });
    if (!params.success) throw notFound('Upload not found');
    const claims = await app.tokens.verify(params.data.token);
    if (!claims) throw new HttpError(401, 'Not logged in or session expired');
    const { upload, bytes } = await withTenant(app.database, claims.ownerId, async (tx) => {
      const [membership] = await tx
        .select({ roles: ownerUsers.roles, deleted: ownerUsers.deleted })
        .from(ownerUsers)
        .where(and(eq(ownerUsers.ownerId, claims.ownerId), eq(ownerUsers.userId, claims.userId)));
      if (!membership || membership.deleted) throw new HttpError(401, 'Not logged in or session expired');
      const row = await findUpload(tx, claims.ownerId, params.data.uploadId);
      assertUploadAccess({ roles: membership.roles, sysAdmin: claims.sysAdmin }, row.belongsTo, 'read');
      const [stored] = await tx
        .select({ content: uploads.content, storagePath: uploads.storagePath })
        .from(uploads)
        .where(and(eq(uploads.ownerId, claims.ownerId), eq(uploads.id, row.id)));
      return { upload: row, bytes: stored ? await store.open(stored) : null };
    });
    if (!bytes) throw notFound(`The file of upload ${upload.id} is missing`);
    return reply
      .header('content-type', upload.mimeType)
      .header('content-length', upload.size)
      .header('content-disposition', contentDisposition(upload.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
