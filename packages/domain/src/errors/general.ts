import type { ErrorTexts } from './format.ts';

/**
 * Errors any call can give. The web app words them by their HTTP status (the default-error catalogue of spec 002 §8,
 * `errors.code.<n>`), not by key: they say nothing the status does not.
 */
export const GENERAL_ERRORS = {
  'request.invalid': 'Invalid data: {{detail}}',
  'request.unstorable': 'Invalid data: a value cannot be stored',
  'request.rejected': { status: 400, message: '{{detail}}' },
  'request.noRoute': { status: 404, message: 'No route {{method}} {{path}}' },
  'request.tooMany': { status: 429, message: 'Too many requests, try again later' },
  'auth.notLoggedIn': { status: 401, message: 'Not logged in or session expired' },
  'auth.noPermission': { status: 403, message: 'No permission' },
  'record.notFound': { status: 404, message: '{{entity}} {{id}} not found' },
  'server.error': { status: 500, message: 'Internal server error' },
} as const satisfies ErrorTexts;

export const GENERAL_ERROR_KEYS = Object.keys(GENERAL_ERRORS) as (keyof typeof GENERAL_ERRORS)[];
