/** The owner-lists module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { listItems, patchListItems } from './service.ts';
export { readStored, writeStored } from './storage.ts';
