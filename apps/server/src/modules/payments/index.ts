/** The payments module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { analysePayments } from './matching/analyse.ts';
export { remindersHeldSql } from './matching/holds.ts';
export { applyConnectEffects } from './matching/settle.ts';
