import { UPLOAD_BELONGS_TO } from '../employees/enums.ts';

/**
 * Files of the invoicing as a whole (belongsId 0 of belongsTo invoice, so the sales role keeps them): the files
 * attached to every invoice mail (Sales/DefaultAttachmentsInvoice), and the logos of PDF templates. The kinds follow
 * an invoice's own files (1 its PDF, 2 a preview, 3 a reminder letter).
 */
export const INVOICE_SECTION_UPLOADS = {
  defaultAttachment: { belongsTo: UPLOAD_BELONGS_TO.invoice, belongsId: 0, belongsKind: 4 },
  templateLogo: { belongsTo: UPLOAD_BELONGS_TO.invoice, belongsId: 0, belongsKind: 5 },
} as const;
