/** The settings feature's public surface: other features and the app import only this (.dependency-cruiser.cjs). */
export { COUNTRIES, countryName } from './owner-form.ts';
export { ROLE_GROUPS } from './role-groups.ts';
