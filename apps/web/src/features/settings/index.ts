/** The settings feature's public surface: other features and the app import only this (.dependency-cruiser.cjs). */
export { COUNTRIES, countryName } from './owner-form.ts';
export { RoleCheckboxes } from './role-checkboxes.tsx';
