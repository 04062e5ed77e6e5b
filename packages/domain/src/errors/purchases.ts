import type { ErrorTexts } from './format.ts';

/** The server's own supplier refusals (spec 001 §8, 002 §5 Delete blocks); the delete blocks in checking order. */
export const SUPPLIER_ERRORS = {
  'supplier.numberExists': 'Supplier number already exists',
  'supplier.withPurchases': 'Cannot delete supplier with purchases.',
  'supplier.withPayments': 'Cannot delete supplier with payments.',
  /** A delete without purchase_admin (DESIGN §6: purchase_admin deletes). */
  'supplier.deleteNotAllowed': { status: 403, message: 'Deleting a supplier needs purchase administration rights' },
} as const satisfies ErrorTexts;

/**
 * The server's own purchase refusals and notices (spec 001 §4, §8; 002 §5). `numberedZeroed` is no refusal: a delete
 * of a numbered purchase answers the purchase with its number kept and its amounts 0, which the web app tells with
 * this text.
 */
export const PURCHASE_ERRORS = {
  'purchase.numberedZeroed': 'A purchase that has a number cannot be deleted; its amount is set to zero.',
  'purchase.duplicateInvoiceNo':
    'This supplier already has purchase {{number}} with invoice number {{invoiceNo}}. Save again to confirm a second one.',
  'purchase.definitiveLocked':
    'A definitive purchase cannot be changed, except hidden, ANBI, due date, bank accounts, payment reference, document and remarks',
  'purchase.importDraftsOnly': 'An import makes draft purchases; make them definitive afterwards',
  'purchase.categoryNotFound': 'Purchase category {{id}} does not exist',
  'purchase.notReverseCharge': 'VAT code {{id}} does not reverse-charge the VAT',
  'purchase.typeNotFound': 'Purchase type {{id}} does not exist or is no longer active',
  /** A definitive save or a delete without purchase_admin (DESIGN §6). */
  'purchase.definitiveNotAllowed': {
    status: 403,
    message: 'Making a purchase definitive needs purchase administration rights',
  },
  'purchase.deleteNotAllowed': { status: 403, message: 'Deleting a purchase needs purchase administration rights' },
} as const satisfies ErrorTexts;
