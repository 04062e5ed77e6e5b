import { z } from 'zod';
import { defineCall, ZFile, ZNoBody } from '../api/contract.ts';
import { zInt, zRecordId } from '../api/fields.ts';
import { ZPdfTemplate, ZPdfTemplateRecord, ZRegeneratePdfsJob, ZRegeneratePdfsRequest } from './pdf-templates.ts';

/** PDF templates (Home/PdfTemplates) and regenerating invoice PDFs with them. Sales users keep them. */
export const PDF_TEMPLATE_CALLS = {
  allPdfTemplates: defineCall({
    method: 'GET',
    path: '/allPdfTemplates',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZPdfTemplateRecord),
    summary: "The owner's PDF templates, then the built-in default of every type (ownerId 0)",
  }),
  savePdfTemplate: defineCall({
    method: 'POST',
    path: '/savePdfTemplate',
    area: 'sales',
    level: 'write',
    body: ZPdfTemplate,
    response: ZPdfTemplateRecord,
    summary:
      'Create (id 0, also to change a copy of a default) or change a PDF template; an active one replaces the active one of its type',
  }),
  deletePdfTemplate: defineCall({
    method: 'POST',
    path: '/deletePdfTemplate',
    area: 'sales',
    level: 'write',
    /** 0 is a built-in default: refused with its own message. */
    body: z.object({ id: zInt(0) }),
    response: z.object({ deleted: z.literal(true) }),
    summary: 'Really deletes a PDF template of the owner (the built-in defaults cannot be deleted)',
  }),
  previewPdfTemplate: defineCall({
    method: 'POST',
    path: '/previewPdfTemplate',
    area: 'sales',
    level: 'read',
    body: ZPdfTemplate,
    response: ZFile,
    summary: 'A sample invoice rendered with the template as edited (not saved), as a PDF',
  }),
  regenerateInvoicePdfs: defineCall({
    method: 'POST',
    path: '/regenerateInvoicePdfs',
    area: 'sales',
    level: 'write',
    body: ZRegeneratePdfsRequest,
    response: ZRegeneratePdfsJob,
    summary: 'Queues a job that renders the PDFs of the chosen invoices again with the active template',
  }),
  regeneratePdfsJob: defineCall({
    method: 'POST',
    path: '/regeneratePdfsJob',
    area: 'sales',
    level: 'read',
    body: z.object({ id: zRecordId }),
    response: ZRegeneratePdfsJob,
    summary: 'The progress of a regenerate-PDFs job',
  }),
} as const;
