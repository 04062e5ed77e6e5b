import { isValidUntilActive, SALES_SETTING_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { salesSettingsOf } from '../../settings/index.ts';
import { salesLists, updateInvoiceSetting } from '../invoices/owner-data.ts';

// The Sales general settings (/Sales/GeneralSettings), kept in owners.settings.salesSettings. Customers, invoices and
// the runs read them through salesSettingsOf (settings module); what each means is in the domain's sales-defaults.ts.

export function registerSalesSettingRoutes(r: CallRegistrar): void {
  r.handle(SALES_SETTING_CALLS.salesSettings, (ctx) => salesSettingsOf(ctx.tx, ctx.ownerId));

  r.handle(SALES_SETTING_CALLS.saveSalesSettings, async (ctx, body) => {
    // A default must be one the office may still pick: a live VAT code valid today, a live sales type.
    const { vatCodes, workTypes } = await salesLists(ctx.tx, ctx.ownerId);
    const today = todayIso();
    if (body.vatCodeId && !vatCodes.some((code) => code.id === body.vatCodeId && isValidUntilActive(code, today)))
      throw fail('salesSettings.vatCodeInvalid');
    if (body.workTypeId && !workTypes.some((type) => type.id === body.workTypeId && isValidUntilActive(type, today)))
      throw fail('salesSettings.workTypeInvalid');
    const before = await salesSettingsOf(ctx.tx, ctx.ownerId);
    await updateInvoiceSetting(ctx, 'salesSettings', () => body);
    await ctx.audit('Owner', ctx.ownerId, 'update', diffRecords({ salesSettings: before }, { salesSettings: body }));
    return body;
  });
}
