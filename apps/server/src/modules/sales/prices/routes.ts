import { PRICE_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { bulkPriceJobStatus, queueBulkPriceUpdate } from './bulk-job.ts';
import { bulkPricePreview } from './bulk-preview.ts';
import { priceChangesInRange, projectsWithoutPriceChange } from './price-changes-query.ts';

/** Price changes and the bulk price update (issue 17). */
export function registerPriceRoutes(r: CallRegistrar): void {
  r.handle(PRICE_CALLS.priceChangesDateRange, (ctx, body) => priceChangesInRange(ctx.tx, ctx.ownerId, body));
  r.handle(PRICE_CALLS.projectsWithoutPriceChange, (ctx) =>
    projectsWithoutPriceChange(ctx.tx, ctx.ownerId, todayIso()),
  );
  r.handle(PRICE_CALLS.bulkPriceUpdatePreview, (ctx, body) => bulkPricePreview(ctx.tx, ctx.ownerId, body));
  r.handle(PRICE_CALLS.bulkPriceUpdate, queueBulkPriceUpdate);
  r.handle(PRICE_CALLS.bulkPriceUpdateJob, (ctx, body) => bulkPriceJobStatus(ctx.tx, ctx.ownerId, body.id));
}
