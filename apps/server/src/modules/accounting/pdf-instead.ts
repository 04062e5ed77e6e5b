import type { FastifyReply } from 'fastify';
import type { CallContext } from '../../platform/calls.ts';
import { sendFile } from '../../platform/file-reply.ts';
import { type ReportPdf, reportPdf } from '../sales/index.ts';

/** The PDF goes out through `reply` (as an export does): a sent reply stands for the declared answer. */
export async function pdfInstead<T>(ctx: CallContext, reply: FastifyReply, pdf: ReportPdf): Promise<T> {
  const bytes = await reportPdf(ctx, pdf);
  const fileName = `${pdf.title} ${pdf.subtitle}.pdf`.replace(/[\\/:*?"<>|]+/g, ' ');
  return sendFile(reply, { bytes, fileName, mimeType: 'application/pdf' }) as never;
}
