import type { ErrorTexts } from './format.ts';

/** The server's invoice refusals (spec 001 §8, 002 §8), verbatim; creditExists names the existing credit invoices. */
export const INVOICE_ERRORS = {
  'invoice.notDraft': 'An invoiced invoice cannot be changed',
  'invoice.notInvoiced': 'The invoice has not been invoiced yet',
  'invoice.noRows': 'The invoice has no rows',
  'invoice.nothingToInvoice': 'Every row of the invoice amounts to 0.00: there is nothing to invoice',
  'invoice.noEmail': 'The customer has no email address to send the invoice to',
  'invoice.emptyMessage': 'The message of the e-mail is empty',
  'invoice.creditExists': 'A credit invoice already exists: {{numbers}}',
  'invoice.sourceIsCredit': 'The invoice is already a credit invoice',
  'invoice.customerNotFound': 'Customer not found',
  'invoice.alreadyPaid': 'The invoice is already paid',
  'invoice.paymentTooLarge': 'The payment is larger than the open amount',
  'invoice.paymentSign': 'The payment must have the sign of the open amount',
  'invoice.paymentNotFound': { status: 404, message: 'Payment not found' },
  'invoice.nothingToJoin': 'No rows to join or split',
  'invoice.numberNotFound': { status: 404, message: 'Invoice number {{number}} not found' },
  'invoice.reverseChargeNoVatNumber':
    'The invoice has reverse-charged VAT: it needs the VAT number of {{name}}, which has none',
} as const satisfies ErrorTexts;

/**
 * Refused payment reminders (spec 000 §8): the single send names no invoice; a refused bulk send names the invoices
 * that stopped the whole batch.
 */
export const REMINDER_ERRORS = {
  'reminder.invoiceNotOpen': 'Reminder refused: the invoice is a draft, paid or deleted',
  'reminder.invoicesNotOpen': 'Reminder refused: the invoice is a draft, paid or deleted: {{numbers}}',
  'reminder.noRecipient': 'Reminder refused: the customer has no e-mail address for reminders',
  'reminder.noRecipients': 'Reminder refused: the customer has no e-mail address for reminders: {{numbers}}',
  'reminder.noCopyAddress': 'Copy refused: your employee record has no e-mail address',
  'reminder.emptyMessage': 'Reminder refused: the message is empty',
  'reminder.invoicesNotFound': { status: 404, message: 'Invoices not found: {{ids}}' },
} as const satisfies ErrorTexts;

/** The periodic invoice run (issue 17). */
export const PERIODIC_ERRORS = {
  'periodic.range': 'The period must end on or after its start and span at most 2 months',
} as const satisfies ErrorTexts;

/** Refused or failed invoice runs (createInvoices/{send}, spec 001 §5). */
export const INVOICE_RUN_ERRORS = {
  'invoiceRun.noneSelected': 'Select at least one invoice',
  'invoiceRun.notFound': { status: 404, message: 'Invoices not found: {{ids}}' },
  'invoiceRun.notDrafts': 'Only draft invoices can be invoiced: {{ids}}',
  'invoiceRun.jobNotFound': { status: 404, message: 'Invoice run {{id}} not found' },
  'invoiceRun.unexpected': 'The invoice could not be made: {{detail}}',
} as const satisfies ErrorTexts;

/** Refused quote awards: a prospect must become a customer first, and a quote without lines has no works to make. */
export const QUOTE_ERRORS = {
  'quote.noCustomer': 'The quote is for a prospect: choose its customer before awarding it',
  'quote.noLines': 'The quote has no lines',
} as const satisfies ErrorTexts;

/** Rows the invoice import refuses (Sales/ImportInvoices): each names what it could not find or would double. */
export const INVOICE_IMPORT_ERRORS = {
  'invoiceImport.numberExists': 'Invoice number {{number}} already exists',
  'invoiceImport.customerNotFound': 'No customer has number {{number}}',
  'invoiceImport.vatRateUnknown': 'No VAT code has the rate {{rate}} %',
  'invoiceImport.noSalesType': 'Add a sales type (Sales/WorkTypes) before importing invoices',
  'invoiceImport.paymentReferenceTaken': 'Payment reference {{reference}} is already used by invoice {{number}}',
  'invoiceImport.paymentReferenceOwn':
    'Payment reference {{reference}} is the reference of invoice number {{number}}, not of this invoice',
} as const satisfies ErrorTexts;
