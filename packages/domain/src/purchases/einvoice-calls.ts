import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { ZKeyedMessage } from '../api/errors.ts';
import { zFlag, zInt, zRef } from '../api/fields.ts';
import { ZUploadRequest } from '../api/uploads.ts';
import { ZEInvoiceIn, ZEInvoiceSupplierMatch } from './einvoice-in.ts';
import { ZPurchaseRecord } from './purchase-schemas.ts';

/**
 * importPurchaseEInvoice: a supplier's UBL e-invoice (the file as base64, as an upload) becomes a draft purchase.
 * supplierId 0: the owner's supplier is found by VAT number, KvK number or IBAN; not found, nothing is saved and the
 * answer offers the new supplier, after which the web app sends the file again with the created supplier's id.
 * categoryId and purchaseTypeId 0: the supplier's purchase type and the Purchases settings' defaults.
 */
export const ZImportPurchaseEInvoice = ZUploadRequest.pick({ fileName: true, contentBase64: true }).extend({
  supplierId: zRef('suppliers').default(0),
  categoryId: zInt(0).default(0),
  purchaseTypeId: zInt(0).default(0),
  /** 1: save even when the supplier already has a purchase with this invoice number (purchase.duplicateInvoiceNo). */
  confirmDuplicate: zFlag.default(0),
});
export type TImportPurchaseEInvoice = z.input<typeof ZImportPurchaseEInvoice>;

export const ZPurchaseEInvoiceImport = z.object({
  /** What the e-invoice says, in cents, a credit note negated. */
  einvoice: ZEInvoiceIn,
  /** The supplier: found (by VAT number, KvK number, IBAN, or the `chosen` supplierId), or the one to create. */
  supplier: ZEInvoiceSupplierMatch,
  /** The saved draft with the XML as its document; null while the supplier is unknown. */
  purchase: ZPurchaseRecord.nullable(),
  /** What to check before the draft is made definitive (an IBAN new for the supplier, a payable amount that differs). */
  warnings: z.array(ZKeyedMessage),
});
export type TPurchaseEInvoiceImport = z.infer<typeof ZPurchaseEInvoiceImport>;

export const EINVOICE_IN_CALLS = {
  importPurchaseEInvoice: defineCall({
    method: 'POST',
    path: '/importPurchaseEInvoice',
    area: 'purchases',
    level: 'write',
    body: ZImportPurchaseEInvoice,
    response: ZPurchaseEInvoiceImport,
    summary:
      "A supplier's UBL 2.1 invoice or credit note (EN 16931, Peppol BIS 3, SI-UBL 2.0) as a draft purchase with the XML as its document",
  }),
} as const;
