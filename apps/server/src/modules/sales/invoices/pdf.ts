import type { Readable } from 'node:stream';
import {
  fillInvoiceText,
  formatPaymentReference,
  INVOICE_STATUS,
  invoiceTextKey,
  PDF_TEMPLATE_TYPES,
  type TInvoice,
  type TPdfTemplate,
  UPLOAD_BELONGS_TO,
} from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { and, eq, sql } from 'drizzle-orm';
import { invoices, uploads } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { imageDataUrl, renderPdf } from '../../../platform/pdf.ts';
import { storeFile } from '../../uploads/index.ts';
import { documentTemplate } from '../pdf-templates/store.ts';
import { addressOfInvoice } from './address.ts';
import { companyLogo, type OwnerForInvoices, ownerForInvoices, salesLists } from './owner-data.ts';
import { type InvoicePdfData, invoiceDocument, periodText } from './pdf-document.ts';
import { PDF_LABELS } from './pdf-labels.ts';
import { findInvoice } from './queries.ts';
import { reverseChargedCodes } from './reverse-charge.ts';

/** Upload kinds of PDFs that belong to an invoice: the invoice itself, a draft's preview, a reminder sent by letter. */
export const INVOICE_PDF_KIND = { invoice: 1, preview: 2, reminderLetter: 3 } as const;

/** The bytes of a stored upload of the caller's owner, wherever they are kept; null when missing. */
export async function readUploadBytes(ctx: CallContext, uploadId: number): Promise<Buffer | null> {
  const [stored] = await ctx.tx
    .select({ content: uploads.content, storagePath: uploads.storagePath })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ctx.ownerId), eq(uploads.id, uploadId), eq(uploads.deleted, 0)));
  if (!stored) return null;
  const opened = await ctx.app.files.open(stored);
  if (!opened || Buffer.isBuffer(opened)) return opened;
  const chunks: Buffer[] = [];
  for await (const chunk of opened as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

// Logos' data URLs per owner, by upload id: an upload's bytes never change, so an entry stays right. A template's
// save and clearInvTemplateCache drop the owner's entries.
const logoCache = new Map<number, Map<number, string | undefined>>();

export function clearTemplateCache(ownerId: number): boolean {
  return logoCache.delete(ownerId);
}

/** The logo a document shows: the template's own (logoUploadId), else the company logo; undefined when none. */
export async function logoDataUrl(
  ctx: CallContext,
  template: Pick<TPdfTemplate, 'logoUploadId'>,
): Promise<string | undefined> {
  const logo = template.logoUploadId > 0 ? { id: template.logoUploadId, mimeType: '' } : await companyLogo(ctx);
  if (!logo) return undefined;
  const cached = logoCache.get(ctx.ownerId) ?? new Map<number, string | undefined>();
  logoCache.set(ctx.ownerId, cached);
  if (cached.has(logo.id)) return cached.get(logo.id);
  // pdfmake draws PNG and JPEG only, told apart by their first bytes; another kind of logo is left off rather than
  // failing the invoice.
  const bytes = await readUploadBytes(ctx, logo.id);
  const kind = bytes?.[0] === 0x89 ? 'image/png' : bytes?.[0] === 0xff ? 'image/jpeg' : undefined;
  const dataUrl = bytes && kind ? imageDataUrl(bytes, kind) : undefined;
  cached.set(logo.id, dataUrl);
  return dataUrl;
}

/** The values of the invoice variables: the owner's own first, the built-in ones win. */
function invoiceVariables(
  invoice: TInvoice,
  owner: OwnerForInvoices,
  template: Pick<TPdfTemplate, 'iban'>,
): Record<string, string> {
  const locale = invoice.locale;
  const own = Object.fromEntries(owner.invoice.vars.map((variable) => [variable.name, variable.value]));
  return {
    ...own,
    invoiceNumber: invoice.number === null ? '' : String(invoice.number),
    invoiceDate: formatDate(invoice.invoiceDate),
    expiryDate: formatDate(invoice.expiryDate),
    amount: formatMoney(invoice.amountInclVat, locale),
    amountExVat: formatMoney(invoice.amountExVat, locale),
    amountOpen: formatMoney(invoice.amountOpen, locale),
    paymentDays: String(invoice.paymentDays),
    customerName: invoice.customerName,
    customerNumber: String(invoice.customerNumber),
    companyName: owner.name,
    iban: template.iban,
    period: periodText(invoice),
    paymentReference: formatPaymentReference(invoice.paymentReference),
  };
}

/** The text above or below the rows: the invoice's own, else the owner's for the locale (C for a credit invoice). */
function invoiceText(
  invoice: TInvoice,
  owner: OwnerForInvoices,
  template: TPdfTemplate,
  position: 'Top' | 'Bottom',
): string {
  const own = position === 'Top' ? invoice.textAbove : invoice.textBelow;
  const credit = invoice.creditFor > 0;
  const text = own.trim() ? own : (owner.invoice.texts[invoiceTextKey(invoice.locale, position, credit)] ?? '');
  return fillInvoiceText(text, invoiceVariables(invoice, owner, template));
}

/** The PDF's file name in the customer's language: 'Factuur 2026014.pdf', a preview 'Factuur CONCEPT.pdf'. */
export function invoiceFileName(invoice: TInvoice): string {
  const labels = PDF_LABELS[invoice.locale] ?? PDF_LABELS.nl;
  const title = invoice.creditFor > 0 ? labels.creditInvoice : labels.invoice;
  return `${title} ${invoice.number ?? labels.preview}.pdf`;
}

/** Renders an invoice (a draft as a preview) to PDF bytes. */
async function renderInvoicePdf(ctx: CallContext, invoice: TInvoice): Promise<Buffer> {
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const { vatCodes, workTypes } = await salesLists(ctx.tx, ctx.ownerId);
  const type = invoice.creditFor > 0 ? PDF_TEMPLATE_TYPES.creditInvoice : PDF_TEMPLATE_TYPES.invoice;
  const template = await documentTemplate(ctx.tx, ctx.ownerId, type);
  const data: InvoicePdfData = {
    invoice: { ...invoice, address: await addressOfInvoice(ctx, invoice) },
    preview: invoice.status === INVOICE_STATUS.draft,
    company: { name: owner.name, settings: owner.settings },
    template,
    logo: await logoDataUrl(ctx, template),
    textTop: invoiceText(invoice, owner, template, 'Top'),
    textBottom: invoiceText(invoice, owner, template, 'Bottom'),
    workTypeNames: new Map(workTypes.map((type) => [type.id, type.name])),
    reverseCharged: reverseChargedCodes(vatCodes),
  };
  return renderPdf(invoiceDocument(data));
}

/**
 * Renders and stores an invoice's PDF as an upload. An invoiced invoice keeps it as its PDF (uploadId); a draft's
 * is a preview that the invoice does not point to.
 */
export async function storeInvoicePdf(ctx: CallContext, invoice: TInvoice) {
  const bytes = await renderInvoicePdf(ctx, invoice);
  const preview = invoice.status === INVOICE_STATUS.draft;
  const fileName = invoiceFileName(invoice);
  const upload = await storeFile(
    ctx,
    {
      belongsTo: UPLOAD_BELONGS_TO.invoice,
      belongsId: invoice.id,
      belongsKind: preview ? INVOICE_PDF_KIND.preview : INVOICE_PDF_KIND.invoice,
      fileName,
      mimeType: 'application/pdf',
    },
    bytes,
  );
  if (!preview) {
    await ctx.tx
      .update(invoices)
      .set({ uploadId: upload.id, updatedAt: sql`now()` })
      .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, invoice.id)));
  }
  return { upload, bytes, fileName };
}

/**
 * The stored PDF of an invoice, rendered and stored when missing (for the open-invoices screen: reminder mails carry
 * it). A draft gets a fresh preview.
 */
export async function invoicePdfFile(ctx: CallContext, invoiceId: number): Promise<InvoicePdfFile> {
  const found = await storedInvoicePdf(ctx, await findInvoice(ctx.tx, ctx.ownerId, invoiceId));
  if (found) return found;
  // Made once: a second caller at the same moment (a reminder run) waits for the lock and finds the first one's PDF.
  return lockedInvoicePdf(ctx, await findInvoice(ctx.tx, ctx.ownerId, invoiceId, true));
}

type InvoicePdfFile = { fileName: string; bytes: Buffer; uploadId: number };

async function storedInvoicePdf(ctx: CallContext, invoice: TInvoice): Promise<InvoicePdfFile | null> {
  if (invoice.status === INVOICE_STATUS.draft || invoice.uploadId <= 0) return null;
  const bytes = await readUploadBytes(ctx, invoice.uploadId);
  return bytes ? { fileName: invoiceFileName(invoice), bytes, uploadId: invoice.uploadId } : null;
}

/** invoicePdfFile of an invoice row the caller holds locked (read `for update`). */
export async function lockedInvoicePdf(ctx: CallContext, invoice: TInvoice): Promise<InvoicePdfFile> {
  const made = await storedInvoicePdf(ctx, invoice);
  if (made) return made;
  const fresh = await storeInvoicePdf(ctx, invoice);
  return { fileName: fresh.fileName, bytes: fresh.bytes, uploadId: fresh.upload.id };
}
