import { INVOICE_SECTION_UPLOADS } from '@backoffice/domain';
import { and, asc, eq } from 'drizzle-orm';
import { uploads } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { readOnce } from '../../../platform/tx-reads.ts';
import { readUploadBytes } from './pdf.ts';

type MailAttachment = NonNullable<MailMessage['attachments']>[number];

const { belongsTo, belongsId, belongsKind } = INVOICE_SECTION_UPLOADS.defaultAttachment;

/** The files of Sales/DefaultAttachmentsInvoice (general terms, a price list), in the order they were uploaded. */
export function defaultAttachmentFiles(ctx: CallContext) {
  // Awaited here: a query builder kept as it is would run again, on whichever transaction it was built on.
  return readOnce(ctx.tx, `defaultAttachments:${ctx.ownerId}`, async () =>
    ctx.tx
      .select({ id: uploads.id, fileName: uploads.fileName, mimeType: uploads.mimeType })
      .from(uploads)
      .where(
        and(
          eq(uploads.ownerId, ctx.ownerId),
          eq(uploads.belongsTo, belongsTo),
          eq(uploads.belongsId, belongsId),
          eq(uploads.belongsKind, belongsKind),
          eq(uploads.deleted, 0),
        ),
      )
      .orderBy(asc(uploads.id)),
  );
}

/** Those files as mail attachments: every invoice mail carries them after the invoice PDF. */
export async function defaultInvoiceAttachments(ctx: CallContext): Promise<MailAttachment[]> {
  const files = await defaultAttachmentFiles(ctx);
  const attachments: MailAttachment[] = [];
  for (const file of files) {
    const bytes = await readUploadBytes(ctx, file.id);
    if (bytes)
      attachments.push({
        filename: file.fileName,
        contentBase64: bytes.toString('base64'),
        contentType: file.mimeType,
      });
  }
  return attachments;
}
