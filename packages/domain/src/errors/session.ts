import type { ErrorTexts } from './format.ts';

/** The calls before login (spec 000 §7): logging in and the password links. */
export const SESSION_ERRORS = {
  'session.wrongCredentials': { status: 401, message: 'Wrong user name or password' },
  'session.keyNotValid': { status: 404, message: 'Key not valid (anymore)' },
  'session.tooManyAttempts': { status: 429, message: 'Too many attempts, try again later' },
} as const satisfies ErrorTexts;
