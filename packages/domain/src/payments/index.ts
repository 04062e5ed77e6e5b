export * from './bank-accounts.ts';
export * from './bank-statement.ts';
export * from './decimal-cents.ts';
export * from './payment-calls.ts';
export * from './payment-match.ts';
export * from './payment-schemas.ts';
export * from './payment-settings.ts';
