import { LOCALES, type Locale, PDF_TEMPLATE_TYPES, quoteTotals, type TQuote, ZQuoteLine } from '@backoffice/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customers } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { ownerForInvoices, salesLists } from '../invoices/owner-data.ts';
import { logoDataUrl } from '../invoices/pdf.ts';
import { documentTemplate } from '../pdf-templates/store.ts';
import { QUOTE_PDF_LABELS } from './pdf-labels.ts';
import { quoteDocument } from './quote-document.ts';

/** The customer's language; a prospect's quote is in Dutch, as a new customer's invoices are. */
async function quoteLocale(ctx: CallContext, customerId: number): Promise<Locale> {
  if (!customerId) return 'nl';
  const [row] = await ctx.tx
    .select({ locale: customers.locale })
    .from(customers)
    .where(and(eq(customers.ownerId, ctx.ownerId), eq(customers.id, customerId)));
  return (LOCALES as readonly string[]).includes(row?.locale ?? '') ? (row?.locale as Locale) : 'nl';
}

/** The quote as a PDF with the invoices' letterhead and template: 'Offerte 12.pdf'. */
export async function quotePdf(ctx: CallContext, quote: TQuote): Promise<{ bytes: Buffer; fileName: string }> {
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const { vatCodes, workTypes } = await salesLists(ctx.tx, ctx.ownerId);
  const lines = z.array(ZQuoteLine).catch([]).parse(quote.lines);
  const rates = new Map(vatCodes.map((code) => [code.id, code.percentage]));
  const locale = await quoteLocale(ctx, quote.customerId);
  // A quote wears the invoice's letterhead: the active invoice template.
  const template = await documentTemplate(ctx.tx, ctx.ownerId, PDF_TEMPLATE_TYPES.invoice);
  const bytes = await renderPdf(
    quoteDocument({
      quote,
      lines,
      totals: quoteTotals(lines, (code) => rates.get(code) ?? 0),
      locale,
      company: { name: owner.name, settings: owner.settings },
      template,
      logo: await logoDataUrl(ctx, template),
      workTypeNames: new Map(workTypes.map((type) => [type.id, type.name])),
    }),
  );
  return { bytes, fileName: `${QUOTE_PDF_LABELS[locale].quote} ${quote.id}.pdf` };
}
