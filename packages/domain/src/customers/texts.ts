/**
 * The server's own customer refusals, sent verbatim (like SERVER_TEXTS) so the web app can put each on its field with
 * a message of its own.
 */
export const CUSTOMER_TEXTS = {
  numberExists: 'Customer number already exists',
  managementNotFound: 'The management company does not exist or is not a manager',
  managementSelf: 'A customer cannot be its own management company',
  stillManages: 'This customer still manages other customers',
} as const;
