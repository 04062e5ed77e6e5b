/** The projects feature's public surface: other features and the app import only this (.dependency-cruiser.cjs). */
export type { ProjectTabProps } from './edit/project-tabs.ts';
export { type SelectOption, toOptions } from './edit/use-project-options.ts';
export { mainAddressOf } from './index/project-rows.ts';
export { workActiveColumn } from './works/work-columns.tsx';
export { employeeSchedule, monthNames } from './works/work-summary.ts';
