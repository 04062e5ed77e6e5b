import { isPurchaseTypeActive, isValidUntilActive, PURCHASE_SETTING_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { writeOwnerSetting } from '../settings/index.ts';
import { purchaseLookups, purchaseSettingsOf } from './purchase-lookups.ts';

// The Purchases settings (/Purchases/Settings), kept in owners.settings.purchaseSettings: what new purchases and
// their rows start with (purchase-values.ts).

export function registerPurchaseSettingRoutes(r: CallRegistrar): void {
  r.handle(PURCHASE_SETTING_CALLS.purchaseSettings, (ctx) => purchaseSettingsOf(ctx.tx, ctx.ownerId));

  r.handle(PURCHASE_SETTING_CALLS.savePurchaseSettings, async (ctx, body) => {
    // Each default must be one the office may still pick today.
    const lists = await purchaseLookups(ctx.tx, ctx.ownerId);
    const today = todayIso();
    if (
      body.purchaseTypeId &&
      !lists.purchaseTypes.some((t) => t.id === body.purchaseTypeId && isPurchaseTypeActive(t, today))
    )
      throw fail('purchase.typeNotFound', { id: body.purchaseTypeId });
    if (body.categoryId && !lists.purchaseCategories.some((c) => c.id === body.categoryId))
      throw fail('purchase.categoryNotFound', { id: body.categoryId });
    for (const vatCodeId of [body.vatCodeId, body.reverseChargeVatCodeId]) {
      if (vatCodeId && !lists.vatCodes.some((code) => code.id === vatCodeId && isValidUntilActive(code, today)))
        throw fail('vatCode.notFound', { id: vatCodeId });
    }
    // A subcontractor's rows take this code: it must say that the VAT is reverse-charged.
    const reverse = lists.vatCodes.find((code) => code.id === body.reverseChargeVatCodeId);
    if (reverse && !reverse.reverseCharge) throw fail('purchase.notReverseCharge', { id: reverse.id });
    await writeOwnerSetting(ctx.tx, ctx.ownerId, 'purchaseSettings', body);
    const changes = diffRecords({ purchaseSettings: lists.settings }, { purchaseSettings: body });
    if (Object.keys(changes).length > 0) await ctx.audit('Owner', ctx.ownerId, 'update', changes);
    return body;
  });
}
