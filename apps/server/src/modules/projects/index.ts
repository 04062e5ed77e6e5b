/** The projects module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */

export { type PriceChangeInput, recordPriceChanges, workPriceChanges } from './price-changes.ts';
export { findProjectRow, liveProjectIds, workColumns } from './queries.ts';
export { plannedOn } from './works.ts';
