export * from './calls.ts';
export * from './enums.ts';
export * from './rules.ts';
export * from './schemas.ts';
