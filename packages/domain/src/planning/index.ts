export * from './announcements.ts';
export * from './clock.ts';
export * from './clock-schemas.ts';
export * from './clock-time.ts';
export * from './enums.ts';
export * from './geo-distance.ts';
