import { PDF_TEMPLATE_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { sendFile } from '../../../platform/file-reply.ts';
import { previewPdfTemplate } from './preview.ts';
import { queueRegeneratePdfs, readRegeneratePdfsJob } from './regenerate-job.ts';
import { allPdfTemplates, deletePdfTemplate, savePdfTemplate } from './store.ts';

/** PDF templates (Home/PdfTemplates) and regenerating invoice PDFs with them. */
export function registerPdfTemplateRoutes(r: CallRegistrar): void {
  r.handle(PDF_TEMPLATE_CALLS.allPdfTemplates, (ctx) => allPdfTemplates(ctx.tx, ctx.ownerId));
  r.handle(PDF_TEMPLATE_CALLS.savePdfTemplate, (ctx, template) => savePdfTemplate(ctx, template));
  r.handle(PDF_TEMPLATE_CALLS.deletePdfTemplate, (ctx, body) => deletePdfTemplate(ctx, body.id));
  r.handle(PDF_TEMPLATE_CALLS.previewPdfTemplate, async (ctx, template, _request, reply) => {
    const bytes = await previewPdfTemplate(ctx, template);
    return sendFile(reply, { bytes, fileName: `${template.name}.pdf`, mimeType: 'application/pdf' }, 'inline');
  });
  r.handle(PDF_TEMPLATE_CALLS.regenerateInvoicePdfs, (ctx, body) => queueRegeneratePdfs(ctx, body.ids));
  r.handle(PDF_TEMPLATE_CALLS.regeneratePdfsJob, (ctx, body) => readRegeneratePdfsJob(ctx, body.id));
}
