export * from './customers.ts';
export * from './employees.ts';
export * from './other.ts';
export * from './planning.ts';
export * from './platform.ts';
export * from './prices.ts';
export * from './projects.ts';
export * from './sales.ts';
