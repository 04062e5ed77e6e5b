export * from './enums.ts';
export * from './open-invoices.ts';
export * from './payment-stats.ts';
export * from './reminder-texts.ts';
export * from './reminders.ts';
