/** The owner-lists module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { listItems } from './service.ts';
export { readStored } from './storage.ts';
