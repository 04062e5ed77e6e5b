import { VAT_RETURN_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { vatDetails } from './vat-details.ts';
import { finaliseVatReturn, saveVatReturnDraft, vatReturnList, vatReturnOf } from './vat-returns.ts';

/** The VAT return calls (VatNL, VatDetails): read with show_accounting, drafts saved by it, made final by admins. */
export function registerVatReturnRoutes(r: CallRegistrar): void {
  r.handle(VAT_RETURN_CALLS.vatReturn, (ctx, body) => vatReturnOf(ctx.tx, ctx.ownerId, body));
  r.handle(VAT_RETURN_CALLS.saveVatReturn, (ctx, body) => saveVatReturnDraft(ctx, body));
  r.handle(VAT_RETURN_CALLS.finaliseVatReturn, (ctx, body) => finaliseVatReturn(ctx, body));
  r.handle(VAT_RETURN_CALLS.vatReturns, (ctx) => vatReturnList(ctx.tx, ctx.ownerId));
  r.handle(VAT_RETURN_CALLS.vatDetails, (ctx, body) => vatDetails(ctx.tx, ctx.ownerId, body));
}
