export * from './employees.ts';
export * from './other.ts';
export * from './platform.ts';
