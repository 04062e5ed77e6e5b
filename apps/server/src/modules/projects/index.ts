/** The projects module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */

export { recordPriceChanges, workPriceChanges } from './price-changes.ts';
export { saveProject } from './project-save.ts';
export { findProjectRow, liveProjectIds, workColumns } from './queries.ts';
export { plannedOn } from './works.ts';
