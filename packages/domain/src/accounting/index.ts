export * from './accounting-settings.ts';
export * from './booking-rules.ts';
export * from './default-chart.ts';
export * from './enums.ts';
export * from './exchange-calls.ts';
export * from './ledger-calls.ts';
export * from './ledger-schemas.ts';
