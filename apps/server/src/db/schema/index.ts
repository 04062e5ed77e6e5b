export * from './other.ts';
export * from './platform.ts';
