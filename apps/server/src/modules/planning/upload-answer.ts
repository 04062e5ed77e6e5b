import { type TUpload, ZUpload } from '@backoffice/domain';

/** An upload row (uploadColumns, its time already ISO text) as the planning calls answer it: its data an object. */
export const uploadAnswer = (row: Omit<TUpload, 'data'> & { data: unknown }): TUpload => ({
  ...row,
  data: ZUpload.shape.data.catch({}).parse(row.data),
});
