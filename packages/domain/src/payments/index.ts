export * from './bank-accounts.ts';
export * from './bank-connection.ts';
export * from './bank-import.ts';
export * from './bank-statement.ts';
export * from './decimal-cents.ts';
