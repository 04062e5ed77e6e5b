export * from './bank-statement.ts';
