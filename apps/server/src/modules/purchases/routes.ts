import { SUPPLIER_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { deleteSupplier } from './supplier-delete.ts';
import { supplierImport } from './supplier-import.ts';
import { registerSupplierNoteRoutes } from './supplier-notes.ts';
import { findSupplier, listSuppliers } from './supplier-queries.ts';
import { saveSupplier } from './supplier-save.ts';

/** The calls of suppliers and supplier notes (issue 18); purchases add theirs here. */
export function registerPurchaseRoutes(r: CallRegistrar): void {
  r.handle(SUPPLIER_CALLS.allSuppliers, (ctx) => listSuppliers(ctx.tx, ctx.ownerId));
  r.handle(SUPPLIER_CALLS.getSupplier, async (ctx, body) => {
    const supplier = await findSupplier(ctx.tx, ctx.ownerId, body.id);
    if (!supplier || supplier.deleted) throw fail('record.notFound', { entity: 'Supplier', id: body.id });
    return supplier;
  });
  r.handle(SUPPLIER_CALLS.saveSupplier, (ctx, body) => saveSupplier(ctx, body), { onDelete: deleteSupplier });
  registerImport(r, supplierImport);
  registerSupplierNoteRoutes(r);
}
