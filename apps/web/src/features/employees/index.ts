/** The employees feature's public surface: other features and the app import only this (.dependency-cruiser.cjs). */
export { defaultFilesOf } from './edit-tabs/default-files.ts';
export { SectionFiles } from './edit-tabs/files-tab.tsx';
export { KeyHistoryDialog } from './edit-tabs/key-history-dialog.tsx';
export { KeysList } from './edit-tabs/keys-list.tsx';
export { KEY_READS, type KeyRow, nameById, useAllKeys, useEmployees } from './edit-tabs/people-api.ts';
export { readAsBase64 } from './edit-tabs/uploads.ts';
export { HoursInput } from './sub/hours-input.tsx';
