import { PURCHASE_CALLS, SUPPLIER_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { deletePurchase } from './purchase-delete.ts';
import { purchaseImport } from './purchase-import.ts';
import { purchasesPage } from './purchase-list.ts';
import { openPurchases, openPurchasesOfSupplier, openPurchasesOn } from './purchase-open.ts';
import { projectPurchaseCosts } from './purchase-projects.ts';
import { findPurchase, findPurchases } from './purchase-queries.ts';
import { savePurchase } from './purchase-save.ts';
import { registerPurchaseSettingRoutes } from './purchase-settings.ts';
import { deleteSupplier } from './supplier-delete.ts';
import { supplierImport } from './supplier-import.ts';
import { registerSupplierNoteRoutes } from './supplier-notes.ts';
import { findSupplier, listSuppliers } from './supplier-queries.ts';
import { saveSupplier } from './supplier-save.ts';

/** The calls of suppliers, supplier notes, purchases and the Purchases settings (issue 18). */
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

  r.handle(PURCHASE_CALLS.purchasesDateRange, (ctx, body) => purchasesPage(ctx.tx, ctx.ownerId, body));
  r.handle(PURCHASE_CALLS.purchasesByIds, async (ctx, body) =>
    (await findPurchases(ctx.tx, ctx.ownerId, body.ids)).filter((purchase) => !purchase.deleted),
  );
  r.handle(PURCHASE_CALLS.getPurchase, async (ctx, body) => {
    const purchase = await findPurchase(ctx.tx, ctx.ownerId, body.id);
    if (!purchase || purchase.deleted) throw fail('record.notFound', { entity: 'Purchase', id: body.id });
    return purchase;
  });
  r.handle(PURCHASE_CALLS.savePurchase, (ctx, body) => savePurchase(ctx, body), { onDelete: deletePurchase });
  registerImport(r, purchaseImport);
  r.handle(PURCHASE_CALLS.openPurchases, (ctx, body) => openPurchases(ctx.tx, ctx.ownerId, body));
  r.handle(PURCHASE_CALLS.openPurchasesSupplier, (ctx, body) => openPurchasesOfSupplier(ctx.tx, ctx.ownerId, body.id));
  r.handle(PURCHASE_CALLS.getOpenPurchasesDate, (ctx, body) => openPurchasesOn(ctx.tx, ctx.ownerId, body.date));
  r.handle(PURCHASE_CALLS.projectPurchaseCosts, (ctx, body) => projectPurchaseCosts(ctx.tx, ctx.ownerId, body.id));
  registerPurchaseSettingRoutes(r);
}
