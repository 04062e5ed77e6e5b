export * from './einvoice-in.ts';
export * from './enums.ts';
export * from './supplier-calls.ts';
export * from './supplier-match.ts';
export * from './supplier-rules.ts';
export * from './supplier-schemas.ts';
