import { z } from 'zod';
import { jsonField, tag, zInt, zJson, zLine } from './fields.ts';

/** Largest file an upload may hold (decoded bytes). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Images, PDF, office documents and CSV. No SVG or HTML: they could run scripts when opened inline. */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/heic',
  'image/heif',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/csv',
] as const;

/** What a browser shows without running anything: served inline; every other type is served as an attachment. */
export const INLINE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];

/**
 * The type of an uploaded file: one of ours, without control characters (a line break would end up in a response
 * header); parameters such as '; charset=utf-8' do not change what the file is and are dropped.
 */
const zMimeType = tag(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'A file type is required')
    .max(200)
    .refine((v) => !/\p{Cc}/u.test(v), 'A file type cannot contain control characters or line breaks')
    .transform((v) => v.split(';')[0]?.trim() ?? '')
    .refine((v) => (UPLOAD_MIME_TYPES as readonly string[]).includes(v), {
      error: (issue) => `File type not allowed: ${String(issue.input)}`,
    }),
  { kind: 'line' },
);

const zBelongsTo = zInt(1);
const zBelongsString = zLine(200);
const zData = zJson(z.record(z.string(), z.unknown()));
/** A file name without folders, on one line. */
const zFileName = z.preprocess(
  (v) => (typeof v === 'string' ? (v.split(/[\\/]/).pop() ?? '') : v),
  zLine(255, { min: 1, message: 'A file name is required' }),
);

/** upload: the file travels as base64 (a data: URL prefix is allowed) in a JSON body. */
export const ZUploadRequest = z.object({
  belongsTo: zBelongsTo,
  belongsId: zInt(0).default(0),
  belongsKind: zInt(0).default(0),
  belongsString: zBelongsString.default(''),
  fileName: zFileName,
  mimeType: zMimeType,
  // Base64 may come wrapped in lines (as in a MIME part): the lines are joined when it is decoded.
  contentBase64: tag(z.string().min(1, 'The file is empty'), { kind: 'text' }),
  data: zData.default({}),
});
export type TUploadRequest = z.input<typeof ZUploadRequest>;

/** sectionUploads: {belongsTo, belongsId} or {belongsTo, belongsString}; belongsKind narrows when given. */
export const ZSectionUploadsRequest = z
  .object({
    belongsTo: zBelongsTo,
    belongsId: zInt(0).optional(),
    belongsString: zBelongsString.optional(),
    belongsKind: zInt(0).optional(),
  })
  .refine((v) => v.belongsId !== undefined || v.belongsString !== undefined, {
    message: 'Give belongsId or belongsString',
    path: ['belongsId'],
  });

export const ZUpdateUploadRequest = z.object({
  id: zInt(1),
  data: zData.optional(),
  belongsKind: zInt(0).optional(),
  fileName: zFileName.optional(),
});

export const ZUploadsByBelongsIdsRequest = z.object({
  belongsIds: jsonField(z.array(zInt(0)).max(10_000)),
  belongsTo: zBelongsTo,
  belongsKind: zInt(0),
});

/** An upload as the API answers it: the record without its bytes. */
export const ZUpload = z.object({
  id: z.number().int(),
  belongsTo: z.number().int(),
  belongsId: z.number().int(),
  belongsKind: z.number().int(),
  belongsString: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  deleted: z.number().int(),
  createdAt: z.string(),
});
export type TUpload = z.infer<typeof ZUpload>;

/** The address a browser opens to show a file (spec 002 §7: built from the session token and the upload id). */
export const downloadInlinePath = (apiBase: string, token: string, uploadId: number) =>
  `${apiBase}/downloadInline/${encodeURIComponent(token)}/${uploadId}`;
