import type { ErrorTexts } from './format.ts';

/** The open-banking connection (spec 002 §5, §8). */
export const BANK_CONNECTION_ERRORS = {
  'bankConnection.consentRequired': 'You must agree to share data',
  'bankConnection.createFailed': 'Unexpected error creating the connection',
  'bankConnection.unavailable': 'No open-banking provider is configured (BANK_PROVIDER)',
  'bankConnection.unknownInstitution': 'Unknown bank: {{id}}',
  'bankConnection.notAuthorised': 'The bank has not confirmed the consent (status {{status}})',
  'bankConnection.unknownRequisition': 'This consent does not belong to the connection being made',
  'bankConnection.notConnected': 'There is no bank connection',
  'bankConnection.fetchFailed': 'The bank could not be reached: nothing was fetched or changed, try again later',
  'bankConnection.expired': "The bank's consent has expired: reconnect to fetch statements again",
} as const satisfies ErrorTexts;
