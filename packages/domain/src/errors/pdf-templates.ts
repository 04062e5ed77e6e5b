import type { ErrorTexts } from './format.ts';

/** PDF templates (Home/PdfTemplates) and the regenerate-PDFs job. */
export const PDF_TEMPLATE_ERRORS = {
  'pdfTemplate.defaultFixed': 'The built-in default template cannot be deleted',
  'pdfTemplate.logoNotImage': 'The logo must be a PNG or JPEG image',
  'pdfTemplate.jobNotFound': { status: 404, message: 'PDF job {{id}} not found' },
} as const satisfies ErrorTexts;
