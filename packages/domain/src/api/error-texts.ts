import { EMPLOYEE_ERRORS } from '../errors/employees.ts';

/** The default-error catalogue of spec 002 §8; the web app translates `errors.code.<n>`. */
export const DEFAULT_ERROR_CODES = [0, 1, 400, 403, 404, 429, 500, 502] as const;

/** Server texts that the web app maps to its own messages (spec 000 §8, 001 §8). Returned verbatim by the server. */
export const SERVER_TEXTS = {
  /** Planning's refusal in a closed period, until it throws by key (employees throw 'employment.salaryPeriodClosed'). */
  salaryPeriodClosed: EMPLOYEE_ERRORS['employment.salaryPeriodClosed'],
  customerWithInvoices: 'Cannot delete customer with invoices.',
  customerWithPayments: 'Cannot delete customer with payments.',
  customerWithProjects: 'Cannot delete customer with projects.',
  supplierWithPurchases: 'Cannot delete supplier with purchases.',
  supplierWithPayments: 'Cannot delete supplier with payments.',
} as const;
