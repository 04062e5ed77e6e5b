/** The settings module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { findOwner, salesSettingsOf, toOwner } from './service.ts';
