import {
  type AccessLevel,
  type Area,
  canAccess,
  MAX_UPLOAD_BYTES,
  type RoleHolder,
  UPLOAD_BELONGS_TO,
} from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { uploads } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';

/** The API's view of an upload: never the bytes or where they are kept. */
export const uploadColumns = {
  id: uploads.id,
  belongsTo: uploads.belongsTo,
  belongsId: uploads.belongsId,
  belongsKind: uploads.belongsKind,
  belongsString: uploads.belongsString,
  fileName: uploads.fileName,
  mimeType: uploads.mimeType,
  size: uploads.size,
  data: uploads.data,
  deleted: uploads.deleted,
  createdAt: isoTime(uploads.createdAt),
};

/**
 * Files follow the gate of the record they belong to: employee files the employees area, project files the projects
 * area; the company's files (logo) are seen by every back-office user and changed by administrators; any other kind of
 * owner is administrators' business until its module says otherwise. An employee's files (ID copies, contracts) are
 * the personnel file, not the basic data of employees_limited: reading them takes show_employees too.
 */
function uploadGate(belongsTo: number, level: 'read' | 'write'): { area: Area; level: AccessLevel } {
  switch (belongsTo) {
    case UPLOAD_BELONGS_TO.employee:
      return { area: 'employees', level: level === 'read' ? 'admin' : level };
    case UPLOAD_BELONGS_TO.company:
      return level === 'read' ? { area: 'home', level } : { area: 'settings', level };
    case UPLOAD_BELONGS_TO.project:
      return { area: 'projects', level };
    case UPLOAD_BELONGS_TO.invoice:
      return { area: 'sales', level };
    case UPLOAD_BELONGS_TO.workOrder:
      return { area: 'planning', level };
    case UPLOAD_BELONGS_TO.supplier:
    case UPLOAD_BELONGS_TO.purchase:
      return { area: 'purchases', level };
    default:
      return { area: 'settings', level };
  }
}

export function assertUploadAccess(holder: RoleHolder, belongsTo: number, level: 'read' | 'write'): void {
  const gate = uploadGate(belongsTo, level);
  if (!canAccess(holder, gate.area, gate.level)) throw fail('auth.noPermission');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Base64 (optionally a data: URL) to bytes; refuses bad text and files over the limit before decoding them. */
export function decodeUpload(text: string): Buffer {
  const prefix = /^data:[^,]{0,200};base64,/i.exec(text);
  const body = (prefix ? text.slice(prefix[0].length) : text).replace(/\s+/g, '');
  if (body.length % 4 !== 0 || !BASE64.test(body)) throw fail('upload.notBase64');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const size = (body.length / 4) * 3 - padding;
  if (size === 0) throw fail('upload.empty');
  if (size > MAX_UPLOAD_BYTES) throw fail('upload.tooLarge', { maxMb: MAX_MB });
  return Buffer.from(body, 'base64');
}

/** An upload of the caller's owner that is not deleted, locked for a change when `forUpdate`. */
export async function findUpload(tx: Db, ownerId: number, id: number, forUpdate = false) {
  const query = tx
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.id, id), eq(uploads.deleted, 0)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('record.notFound', { entity: 'Upload', id });
  return row;
}

export interface StoredFileFields {
  belongsTo: number;
  belongsId?: number;
  belongsKind?: number;
  belongsString?: string;
  fileName: string;
  mimeType: string;
  data?: Record<string, unknown>;
}

/**
 * Keeps a file (an upload, or a document the server made: invoice and work-order PDFs) as an uploads row of the
 * caller's owner; answers the row without its bytes. The gate is the caller's business.
 */
export async function storeFile(ctx: CallContext, fields: StoredFileFields, bytes: Buffer) {
  // The id comes first so the file can be named after it and the row written once, with its bytes.
  const [next] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select nextval(pg_get_serial_sequence('uploads', 'id'))::int as id`,
  );
  if (!next) throw new Error('no upload id');
  const stored = await ctx.app.files.put(ctx.ownerId, next.id, bytes);
  try {
    const [row] = await ctx.tx
      .insert(uploads)
      .values({ ...fields, ...stored, id: next.id, ownerId: ctx.ownerId, size: bytes.length })
      .returning(uploadColumns);
    if (!row) throw new Error('insert upload returned nothing');
    await ctx.audit('Upload', row.id, 'create', { ...fields, size: bytes.length });
    return row;
  } catch (err) {
    await ctx.app.files.discard(stored);
    throw err;
  }
}
