import type { ErrorTexts } from './format.ts';

/** The payments list and the links of payments to invoices and purchases (issue 19, Matching). */
export const PAYMENT_LINK_ERRORS = {
  /** Spec 001 §8 'linking failed': the link cannot be made or changed; `reason` says why. */
  'payment.linkingFailed': 'linking failed: {{reason}}',
  'payment.bankLineFixed': "A bank statement line's amount and date come from the bank and cannot be changed",
  'payment.bankLineDelete': 'A bank statement line cannot be deleted; hide it or mark it as a duplicate',
  'payment.hasLinks': 'The payment is linked to invoices or purchases: remove those links first',
  'payment.unknownAccount': 'Unknown bank account',
  'payment.customerNotFound': 'Customer {{id}} not found',
  'payment.supplierNotFound': 'Supplier {{id}} not found',
  /** Sending a reminder while a payment from the customer's account waits to be looked at. */
  'reminder.held':
    'Reminder held: a payment from this customer waits on the Payments page; link it, hide it or mark it as seen first',
  'reminder.invoicesHeld':
    'Reminders held: payments from these customers wait on the Payments page (invoices {{numbers}}); link them, hide them or mark them as seen first',
} as const satisfies ErrorTexts;
