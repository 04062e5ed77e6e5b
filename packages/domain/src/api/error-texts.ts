/** The default-error catalogue of spec 002 §8; the web app translates `errors.code.<n>`. */
export const DEFAULT_ERROR_CODES = [0, 1, 400, 403, 404, 429, 500, 502] as const;

/** Server texts that the web app maps to its own messages (spec 000 §8, 001 §8). Returned verbatim by the server. */
export const SERVER_TEXTS = {
  employeeNotDeletable: 'Employee is not deletable',
  salaryPeriodClosed: 'The salary period of this employer is closed for this date',
  closedDateBackwards: 'The salary closed date cannot be moved back',
  employerWithEmployments: 'Cannot delete employer with employments.',
  customerWithInvoices: 'Cannot delete customer with invoices.',
  customerWithPayments: 'Cannot delete customer with payments.',
  customerWithProjects: 'Cannot delete customer with projects.',
  supplierWithPurchases: 'Cannot delete supplier with purchases.',
  supplierWithPayments: 'Cannot delete supplier with payments.',
  workDateOutOfRange: 'Bad Request. Work date is out of range',
  shiftConfirmed: 'Confirmed hours cannot be changed: unconfirm the agenda entry first',
  shiftInvoiced: 'Invoiced agenda entries cannot be changed',
  shiftInFuture: 'Hours of a shift after today cannot be confirmed',
  absentNoEmployment: 'Failed to calculate absents saldo: Failed to get active employment',
  absentSpansClosedPeriod: 'An absence spanning a closed and an open salary period must be split',
  absentResponseNeedsDecision: 'Approve or deny the request before sending the response',
  absentNoEmail: 'The employee has no e-mail address to send the response to',
} as const;
