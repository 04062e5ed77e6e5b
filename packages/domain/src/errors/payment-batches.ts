import type { ErrorTexts } from './format.ts';

/** SEPA payment batches (spec 001 §4 created → executed, §5 bank account rules) and payment templates. */
export const PAYMENT_BATCH_ERRORS = {
  /** Spec 001 §5, verbatim. */
  'paymentBatch.accountNeedsBicIban': 'A bank account used for SEPA or a payment batch needs a BIC and an IBAN.',
  /** Spec 001 §5, verbatim: the account is unknown, deleted or not marked for settlements. */
  'paymentBatch.accountNotForSettlements': 'A settlement needs a configured bank account.',
  'paymentBatch.empty': 'A payment batch needs at least one purchase or refund',
  'paymentBatch.purchaseNotOpen': 'Purchase {{id}} is not a definitive purchase with an amount to pay',
  'paymentBatch.refundNotOpen': 'Invoice {{id}} is not a credit invoice with an amount to refund',
  'paymentBatch.supplierNoIban': 'Supplier {{name}} has no IBAN: purchase {{number}} cannot be paid by SEPA',
  'paymentBatch.customerNoIban': 'Customer {{name}} has no IBAN: credit invoice {{number}} cannot be refunded by SEPA',
  'paymentBatch.purchaseInBatch': 'Purchase {{number}} is already in payment batch {{batch}}',
  'paymentBatch.refundInBatch': 'Credit invoice {{number}} is already in payment batch {{batch}}',
  'paymentBatch.executed': 'Payment batch {{number}} has been executed and cannot be changed or deleted',
} as const satisfies ErrorTexts;

export const PAYMENT_TEMPLATE_ERRORS = {
  'paymentTemplate.party': 'A payment template names either a customer or a supplier',
  'paymentTemplate.noPattern': 'A payment template needs a name pattern or a description pattern',
  'paymentTemplate.patternTooLong': 'A pattern has at most {{max}} characters',
  'paymentTemplate.patternTooShort': 'A pattern needs at least {{min}} letters or digits besides the asterisks',
} as const satisfies ErrorTexts;
