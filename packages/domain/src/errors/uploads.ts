import type { ErrorTexts } from './format.ts';

/** Files attached to records and the download tickets that open them (spec 002 §7). */
export const UPLOAD_ERRORS = {
  'upload.notBase64': 'The file is not valid base64',
  'upload.empty': 'The file is empty',
  'upload.tooLarge': 'The file is larger than {{maxMb}} MB',
  'upload.notFound': { status: 404, message: 'Upload not found' },
  'upload.fileMissing': { status: 404, message: 'The file of upload {{id}} is missing' },
  'upload.ticketInvalid': {
    status: 401,
    message: 'This download address is no longer valid: open the file again from the page',
  },
} as const satisfies ErrorTexts;
