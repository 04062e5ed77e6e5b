/** The keys module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { normalizeHolding } from './moves.ts';
export { assertEmployees, employeeNameSql } from './service.ts';
