export * from './api/errors.ts';
export * from './api/fields.ts';
export * from './api/owner.ts';
export * from './api/session.ts';
export * from './api/users.ts';
export * from './resources/index.ts';
export * from './roles.ts';
