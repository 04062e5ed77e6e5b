import type { ErrorTexts } from './format.ts';

/** The server's own customer refusals (spec 000 §8 and saveCustomer's checks); the delete blocks in checking order. */
export const CUSTOMER_ERRORS = {
  'customer.numberExists': 'Customer number already exists',
  'customer.managementNotFound': 'The management company does not exist or is not a manager',
  'customer.managementSelf': 'A customer cannot be its own management company',
  'customer.stillManages': 'This customer still manages other customers',
  'customer.withInvoices': 'Cannot delete customer with invoices.',
  'customer.withPayments': 'Cannot delete customer with payments.',
  'customer.withProjects': 'Cannot delete customer with projects.',
  /** A delete without an id. */
  'customer.notFound': { status: 404, message: 'Customer not found' },
} as const satisfies ErrorTexts;
