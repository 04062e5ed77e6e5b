/** The other module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { otherResources } from './resources.ts';
