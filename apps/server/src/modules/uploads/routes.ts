import { UPLOAD_BELONGS_TO, UPLOAD_CALLS } from '@backoffice/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext, CallRegistrar } from '../../platform/calls.ts';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/errors.ts';
import { isLiveReference } from '../../platform/references.ts';
import { assertEmployees } from '../keys/index.ts';
import { registerDownloadRoutes } from './download.ts';
import { assertUploadAccess, decodeUpload, findUpload, storeFile, uploadColumns } from './service.ts';

/**
 * Files attached to records (spec 002 §3 Upload, §7). The calls are registered for every back-office user ('home');
 * the real gate depends on what the file belongs to and is checked in each handler (uploadGate).
 */
export function registerUploadRoutes(r: CallRegistrar, api: FastifyInstance, app: AppContext): void {
  const live = (ctx: CallContext) => and(eq(uploads.ownerId, ctx.ownerId), eq(uploads.deleted, 0));

  r.handle(UPLOAD_CALLS.upload, async (ctx, body) => {
    assertUploadAccess(ctx, body.belongsTo, 'write');
    const bytes = decodeUpload(body.contentBase64);
    if (body.belongsTo === UPLOAD_BELONGS_TO.employee && body.belongsId > 0)
      await assertEmployees(ctx, [body.belongsId]);
    if (
      body.belongsTo === UPLOAD_BELONGS_TO.supplier &&
      !(await isLiveReference(ctx.tx, ctx.ownerId, 'suppliers', body.belongsId))
    )
      throw fail('record.notFound', { entity: 'Supplier', id: body.belongsId });
    const { contentBase64: _bytes, ...fields } = body;
    return storeFile(ctx, fields, bytes);
  });

  r.handle(UPLOAD_CALLS.sectionUploads, (ctx, body) => {
    assertUploadAccess(ctx, body.belongsTo, 'read');
    return ctx.tx
      .select(uploadColumns)
      .from(uploads)
      .where(
        and(
          live(ctx),
          eq(uploads.belongsTo, body.belongsTo),
          body.belongsId !== undefined
            ? eq(uploads.belongsId, body.belongsId)
            : eq(uploads.belongsString, body.belongsString ?? ''),
          body.belongsKind !== undefined ? eq(uploads.belongsKind, body.belongsKind) : undefined,
        ),
      )
      .orderBy(asc(uploads.id));
  });

  r.handle(UPLOAD_CALLS.updateUpload, async (ctx, body) => {
    const before = await findUpload(ctx.tx, ctx.ownerId, body.id, true);
    assertUploadAccess(ctx, before.belongsTo, 'write');
    const changes = {
      data: body.data ?? before.data,
      belongsKind: body.belongsKind ?? before.belongsKind,
      fileName: body.fileName ?? before.fileName,
    };
    const [row] = await ctx.tx
      .update(uploads)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(live(ctx), eq(uploads.id, body.id)))
      .returning(uploadColumns);
    await ctx.audit('Upload', body.id, 'update', diffRecords(before, changes));
    return row ?? before;
  });

  // Soft delete: the bytes stay, so a mistaken delete can be undone by an administrator.
  r.handle(UPLOAD_CALLS.deleteUpload, async (ctx, body) => {
    const before = await findUpload(ctx.tx, ctx.ownerId, body.id, true);
    assertUploadAccess(ctx, before.belongsTo, 'write');
    await ctx.tx
      .update(uploads)
      .set({ deleted: 1, updatedAt: sql`now()` })
      .where(and(live(ctx), eq(uploads.id, body.id)));
    await ctx.audit('Upload', body.id, 'delete');
    return { deleted: true as const };
  });

  r.handle(UPLOAD_CALLS.uploadsByBelongsIdMToKind, async (ctx, body) => {
    assertUploadAccess(ctx, body.belongsTo, 'read');
    if (body.belongsIds.length === 0) return [];
    return ctx.tx
      .select(uploadColumns)
      .from(uploads)
      .where(
        and(
          live(ctx),
          eq(uploads.belongsTo, body.belongsTo),
          eq(uploads.belongsKind, body.belongsKind),
          inArray(uploads.belongsId, [...new Set(body.belongsIds)]),
        ),
      )
      .orderBy(asc(uploads.belongsId), asc(uploads.id));
  });

  registerDownloadRoutes(r, api, app);
}
