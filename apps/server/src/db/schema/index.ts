export * from './customers.ts';
export * from './employees.ts';
export * from './other.ts';
export * from './pdf-templates.ts';
export * from './planning.ts';
export * from './platform.ts';
export * from './projects.ts';
export * from './sales.ts';
