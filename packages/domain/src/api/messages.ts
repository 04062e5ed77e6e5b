/**
 * Validation texts of spec 002 §5 as the server sends them (zod issue messages). The web app translates them by key:
 * `validation.<key>`; an unknown text is shown as it is.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'A valid email address is required',
  invalidSsn: 'Invalid SSN',
  invalidIban: 'Invalid IBAN',
  invalidDate: 'Date out of range',
  endBeforeStart: 'End date cannot be before start date',
  contractOverlap: 'Another contract starts on or after this date',
  onlyNumbers: 'Only numbers',
  wholeNumber: 'Enter a whole number',
  percentageRange: 'A percentage must be between 0% and 100%',
  percentagesTotal: 'Percentages do not add up to 100%',
  invalidBic: 'Invalid BIC',
  bicRequired: 'A bank account outside the Netherlands needs a BIC',
  ibanTwice: 'This IBAN is listed twice',
  oneGAccount: 'Only one bank account can be the G-account',
  invalidTime: 'Enter a valid time',
  endTimeBeforeStart: 'End time must be later than start time',
  pauseTooLong: 'The pause is longer than the shift',
  projectNameTooShort: 'At least 3 characters',
  selectAtLeastOneDay: 'Select at least one day',
  announcementEmailRequired: 'An announcement email is required when announcements are enabled',
  announcementDaysRange: 'Announcement days: only 1 to 5',
  invalidVatCode: 'Insert a valid VAT code',
  partialSickPercentage: 'The partial sick percentage must be above 0 and below 100',
  percentageSicknessOnly: 'A percentage applies to sickness only',
  hoursOutsidePeriod: 'Hours per day must lie within the period',
  planningRangeTooLong: 'Default planning covers at most 53 weeks at a time',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const BY_TEXT = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key as ValidationMessageKey]),
);
export const validationMessageKey = (text: string): ValidationMessageKey | undefined => BY_TEXT.get(text);
