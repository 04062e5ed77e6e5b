import type { ErrorTexts } from './format.ts';

/** Refusals of price changes, the bulk price update and the Sales general settings. */
export const PRICE_ERRORS = {
  'priceChange.rangeTooLong': 'The date range may span at most one year and one month',
  'priceChange.rangeBackwards': 'The end date is before the start date',
  'priceChange.bulkNotFound': { status: 404, message: 'Bulk price update {{id}} not found' },
  'priceChange.nothingSelected': 'No work matches the selection',
  'salesSettings.vatCodeInvalid': 'The default VAT code is not a valid VAT code',
  'salesSettings.workTypeInvalid': 'The default sales type is not a valid sales type',
} as const satisfies ErrorTexts;
