/** The uploads module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { decodeUpload, storeFile, uploadColumns } from './service.ts';
