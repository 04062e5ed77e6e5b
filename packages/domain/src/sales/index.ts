export * from './enums.ts';
export * from './invoice-rules.ts';
export * from './invoice-schemas.ts';
export * from './invoice-templates.ts';
export * from './invoice-texts.ts';
export * from './invoice-totals.ts';
export * from './invoice-types.ts';
