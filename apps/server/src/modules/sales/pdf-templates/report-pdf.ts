import type { Locale, PdfTemplateType } from '@backoffice/domain';
import type { CallContext } from '../../../platform/calls.ts';
import { type Content, renderPdf } from '../../../platform/pdf.ts';
import { ownerForInvoices } from '../invoices/owner-data.ts';
import { logoDataUrl } from '../invoices/pdf.ts';
import { letterhead, templateFooter, templateStyle } from '../invoices/pdf-document.ts';
import { PDF_LABELS } from '../invoices/pdf-labels.ts';
import { documentTemplate } from './store.ts';

// A report (balance, P&L, trial balance, open items) as a PDF on the company's letterhead, with the owner's active
// PDF template of the report's type (spec 001 §3 types 3-6): its font, colours, logo and footer.

export interface ReportPdf {
  type: PdfTemplateType;
  /** The language of the letterhead's and footer's words. */
  locale: Locale;
  title: string;
  /** The period or date, under the title. */
  subtitle: string;
  /** The report's tables; `accent` is the template's accent colour for their headings. */
  body: (accent: string) => Content[];
}

export async function reportPdf(ctx: CallContext, report: ReportPdf): Promise<Buffer> {
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const labels = PDF_LABELS[report.locale];
  const template = await documentTemplate(ctx.tx, ctx.ownerId, report.type);
  const data = {
    company: { name: owner.name, settings: owner.settings },
    template,
    logo: await logoDataUrl(ctx, template),
  };
  return renderPdf({
    info: { title: `${report.title} ${report.subtitle}`, author: owner.name },
    pageMargins: [40, 40, 40, 60],
    defaultStyle: { ...templateStyle(template), fontSize: 9 },
    content: [
      letterhead(data, labels),
      {
        text: report.title.toUpperCase(),
        fontSize: 16,
        bold: true,
        color: template.accentColor,
        margin: [0, 20, 0, 0],
      },
      { text: report.subtitle, margin: [0, 2, 0, 12] },
      ...report.body(template.accentColor),
    ],
    footer: templateFooter(data, labels),
  });
}
