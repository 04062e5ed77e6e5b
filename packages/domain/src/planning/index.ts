export * from './absence-hours.ts';
export * from './absences.ts';
export * from './closed-periods.ts';
export * from './contract-hours.ts';
export * from './employment-periods.ts';
export * from './enums.ts';
export * from './planning-settings.ts';
export * from './rooster.ts';
