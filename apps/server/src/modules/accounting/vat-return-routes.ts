import { VAT_RETURN_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { findOwner, toOwner } from '../settings/index.ts';
import { pdfInstead } from './pdf-instead.ts';
import { vatDetails } from './vat-details.ts';
import { vatReturnPdf } from './vat-return-pdf.ts';
import { finaliseVatReturn, saveVatReturnDraft, vatReturnList, vatReturnOf } from './vat-returns.ts';

/** The VAT return calls (VatNL, VatDetails): read with show_accounting, drafts saved by it, made final by admins. */
export function registerVatReturnRoutes(r: CallRegistrar): void {
  r.handle(VAT_RETURN_CALLS.vatReturn, async (ctx, body, _request, reply) => {
    const period = { startDate: body.startDate, endDate: body.endDate };
    const report = await vatReturnOf(ctx.tx, ctx.ownerId, period);
    if (!body.pdf) return report;
    const row = await findOwner(ctx.tx, ctx.ownerId);
    const owner = row ? toOwner(row) : undefined;
    const company = { name: owner?.name ?? '', vatNumber: owner?.settings.vatNumber ?? '' };
    return pdfInstead(ctx, reply, vatReturnPdf(report, company, body.titles, body.locale));
  });
  r.handle(VAT_RETURN_CALLS.saveVatReturn, (ctx, body) => saveVatReturnDraft(ctx, body));
  r.handle(VAT_RETURN_CALLS.finaliseVatReturn, (ctx, body) => finaliseVatReturn(ctx, body));
  r.handle(VAT_RETURN_CALLS.vatReturns, (ctx) => vatReturnList(ctx.tx, ctx.ownerId));
  r.handle(VAT_RETURN_CALLS.vatDetails, (ctx, body) => vatDetails(ctx.tx, ctx.ownerId, body));
}
