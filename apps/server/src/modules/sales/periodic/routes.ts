import { PERIODIC_CALLS, periodicProposals, periodicRangeAllowed, type TPeriodicRequest } from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { createDrafts } from './drafts.ts';
import { proposalSource } from './source.ts';

const checkedRange = (body: TPeriodicRequest) => {
  if (!periodicRangeAllowed(body.startDate, body.endDate)) throw fail('periodic.range');
  return body;
};

/** The periodic and direct invoice runs (issue 17). */
export function registerPeriodicRoutes(r: CallRegistrar): void {
  r.handle(PERIODIC_CALLS.getPeriodicInvoices, async (ctx, body) =>
    periodicProposals(await proposalSource(ctx.tx, ctx.ownerId, 'periodic', checkedRange(body))),
  );
  r.handle(PERIODIC_CALLS.getDirectInvoices, async (ctx, body) =>
    periodicProposals(await proposalSource(ctx.tx, ctx.ownerId, 'direct', checkedRange(body))),
  );
  r.handle(PERIODIC_CALLS.createInvoicesDraft, createDrafts);
}
