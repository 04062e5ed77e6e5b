export * from './default-slots.ts';
export * from './enums.ts';
export * from './shift-flags.ts';
export * from './shift-schemas.ts';
export * from './shift-times.ts';
export * from './week-entries.ts';
