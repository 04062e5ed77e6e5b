import { UPLOAD_BELONGS_TO } from '@backoffice/domain';

/** An upload as sectionUploads lists it (spec 002 §3). */
export interface UploadRow {
  id: number;
  belongsTo: number;
  belongsId: number;
  belongsKind: number;
  belongsString?: string;
  fileName: string;
  mimeType: string;
  size?: number;
  data?: { name?: string; remarks?: string } & Record<string, unknown>;
  createdAt?: string;
}

/** The record files belong to (sectionUploads, upload). */
export interface UploadSection {
  belongsTo: number;
  belongsId: number;
}

/** Kinds of an employee's files: 0 a document, 2 and 3 photos (spec 002 §3). */
export const EMPLOYEE_FILE_KINDS = [0, 2, 3] as const;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const EMPLOYEE_BELONGS_TO = UPLOAD_BELONGS_TO.employee;

export const isImage = (upload: Pick<UploadRow, 'mimeType'>) => upload.mimeType.startsWith('image/');

/** The file's bytes as base64, without the `data:...;base64,` prefix. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
