import { UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { and, eq, sql } from 'drizzle-orm';
import { customers, invoices, owners, uploads } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { notFound } from '../../../platform/errors.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { storeFile } from '../../uploads/service.ts';

// A minimal invoice PDF so payment reminders carry the invoice now: the INVOICES slice owns the real document (logo,
// rows, VAT summary, texts) and replaces this file with its own `invoicePdfFile` of the same signature.

async function readAll(source: NodeJS.ReadableStream | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The invoice's PDF: the stored one when it has one, else rendered now and kept as its upload. */
export async function invoicePdfFile(
  ctx: CallContext,
  invoiceId: number,
): Promise<{ fileName: string; bytes: Buffer; uploadId: number }> {
  const [invoice] = await ctx.tx
    .select({
      number: invoices.number,
      invoiceDate: invoices.invoiceDate,
      expiryDate: invoices.expiryDate,
      amountExVat: invoices.amountExVat,
      amountInclVat: invoices.amountInclVat,
      amountOpen: invoices.amountOpen,
      uploadId: invoices.uploadId,
      customer: customers.name,
      address: sql<string>`concat_ws(' ', ${customers.address}, ${customers.houseNumber}, ${customers.houseAddition})`,
      city: sql<string>`concat_ws(' ', ${customers.postalCode}, ${customers.city})`,
      company: owners.name,
    })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.ownerId, invoices.ownerId), eq(customers.id, invoices.customerId)))
    .innerJoin(owners, eq(owners.id, invoices.ownerId))
    .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, invoiceId)));
  if (!invoice) throw notFound(`Invoice ${invoiceId} not found`);
  const fileName = `Invoice ${invoice.number ?? invoiceId}.pdf`;

  if (invoice.uploadId > 0) {
    const [stored] = await ctx.tx
      .select({ content: uploads.content, storagePath: uploads.storagePath })
      .from(uploads)
      .where(and(eq(uploads.ownerId, ctx.ownerId), eq(uploads.id, invoice.uploadId), eq(uploads.deleted, 0)));
    const source = stored ? await ctx.app.files.open(stored) : null;
    if (source) return { fileName, bytes: await readAll(source), uploadId: invoice.uploadId };
  }

  const money = (cents: number) => formatMoney(cents, 'nl');
  const bytes = await renderPdf({
    info: { title: fileName },
    content: [
      { text: invoice.company, bold: true, fontSize: 14, margin: [0, 0, 0, 20] },
      { text: [invoice.customer, invoice.address, invoice.city].filter(Boolean).join('\n'), margin: [0, 0, 0, 20] },
      { text: `Factuur / Invoice ${invoice.number ?? ''}`, bold: true, fontSize: 16, margin: [0, 0, 0, 10] },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ['Factuurdatum / Invoice date', formatDate(invoice.invoiceDate)],
            ['Vervaldatum / Due date', formatDate(invoice.expiryDate)],
            ['Bedrag excl. btw / Amount excl. VAT', money(invoice.amountExVat)],
            ['Bedrag incl. btw / Amount incl. VAT', money(invoice.amountInclVat)],
            [
              { text: 'Openstaand / Open amount', bold: true },
              { text: money(invoice.amountOpen), bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  });
  const upload = await storeFile(
    ctx,
    { belongsTo: UPLOAD_BELONGS_TO.invoice, belongsId: invoiceId, fileName, mimeType: 'application/pdf' },
    bytes,
  );
  await ctx.tx
    .update(invoices)
    .set({ uploadId: upload.id })
    .where(and(eq(invoices.ownerId, ctx.ownerId), eq(invoices.id, invoiceId)));
  return { fileName, bytes, uploadId: upload.id };
}
