import type { ErrorTexts } from './format.ts';

/** The VAT return's refusals (issue 20): a period that is no month or quarter, and a final return that stays as made. */
export const VAT_RETURN_ERRORS = {
  'vatReturn.badPeriod': 'A VAT return covers a calendar month or quarter ({{startDate}} - {{endDate}} is neither)',
  'vatReturn.final': 'The VAT return of {{startDate}} - {{endDate}} is final and cannot be changed',
  'vatReturn.overlapsFinal': 'The period overlaps the final VAT return of {{startDate}} - {{endDate}}',
} as const satisfies ErrorTexts;
