export * from './calls.ts';
export * from './enums.ts';
export * from './map-tiles.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './work-dates.ts';
