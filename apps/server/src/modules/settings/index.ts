/** The settings module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { findOwner, ownerSettingOf, salesSettingsOf, toOwner, writeOwnerSetting } from './service.ts';
