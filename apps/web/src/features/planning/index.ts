/** The planning feature's public surface: other features and the app import only this (.dependency-cruiser.cjs). */
export { SickLeaveList } from './absences/sick-leave-list.tsx';
