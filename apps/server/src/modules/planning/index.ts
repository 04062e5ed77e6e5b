/** The planning module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { absencesOverlapping } from './absences/queries.ts';
export { registerAnnouncementJob, scheduleAnnouncementJob } from './clock/announcement-job.ts';
export { mainAddressPosition, refreshClockData } from './clock/clock-data.ts';
export { deviations } from './clock/clock-reads.ts';
export { writeDefaultPlanning } from './shifts/default-planning.ts';
export { registerHorizonJob, scheduleHorizonJob } from './shifts/planning-horizon.ts';
export { registerPlanningJobs } from './shifts/planning-jobs.ts';
