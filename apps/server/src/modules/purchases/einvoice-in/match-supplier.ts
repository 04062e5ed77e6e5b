import {
  matchSupplier,
  newSupplierFrom,
  type TEInvoiceSupplier,
  type TEInvoiceSupplierMatch,
} from '@backoffice/domain';
import type { Db } from '../../../db/client.ts';
import { listSuppliers } from '../supplier-queries.ts';

/**
 * The owner's live supplier that sent an e-invoice (by VAT number, KvK number, IBAN: supplier-match.ts), or the
 * supplier to offer for creation. The live suppliers are compared in memory: the normal forms (a VAT number typed
 * without 'NL', IBANs inside the bank-account JSON) are one rule in the domain rather than a second one in SQL, and
 * an owner has hundreds of suppliers, not millions.
 */
export async function matchEInvoiceSupplier(
  tx: Db,
  ownerId: number,
  seller: TEInvoiceSupplier,
): Promise<TEInvoiceSupplierMatch> {
  const match = matchSupplier(await listSuppliers(tx, ownerId), seller);
  return match ? { found: true, ...match } : { found: false, newSupplier: newSupplierFrom(seller) };
}
