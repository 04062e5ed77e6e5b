import type { ErrorTexts } from './format.ts';

/** The server's own supplier refusals (spec 001 §8, 002 §5 Delete blocks); the delete blocks in checking order. */
export const SUPPLIER_ERRORS = {
  'supplier.numberExists': 'Supplier number already exists',
  'supplier.withPurchases': 'Cannot delete supplier with purchases.',
  'supplier.withPayments': 'Cannot delete supplier with payments.',
  /** A delete without purchase_admin (DESIGN §6: purchase_admin deletes). */
  'supplier.deleteNotAllowed': { status: 403, message: 'Deleting a supplier needs purchase administration rights' },
} as const satisfies ErrorTexts;
