import { type TUpload, ZUpload } from '@backoffice/domain';
import type { uploadColumns } from '../uploads/service.ts';

type UploadRow = { [K in keyof typeof uploadColumns]: (typeof uploadColumns)[K]['_']['data'] };

/** An upload row as the planning calls answer it: its time as ISO text (what JSON makes of it), its data an object. */
export const uploadAnswer = (row: UploadRow): TUpload => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  data: ZUpload.shape.data.catch({}).parse(row.data),
});
