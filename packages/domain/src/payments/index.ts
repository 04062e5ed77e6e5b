export * from './bank-statement.ts';
export * from './decimal-cents.ts';
