import { z } from 'zod';
import { EMPTY_DATES, isBsnValid, isIbanValid, isValidIsoDate, OPEN_END_DATE } from './field-rules.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** A record id: 0 (or absent) means "new". */
export const zId = z.coerce.number().int().nonnegative().default(0);
/** 0/1 flags as the spec stores booleans; true/false are accepted too. */
export const zFlag = z
  .union([z.boolean(), z.coerce.number().int().min(0).max(1)])
  .transform((v) => (v === true ? 1 : v === false ? 0 : v));
export const zEmail = z.string().trim().toLowerCase().pipe(z.email());
export const zPassword = z.string().min(6).max(200);

/** Fields the spec sends "as JSON text" are accepted both as text and as real JSON (DESIGN §4). */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value; // left as text so the schema reports a clear error
    }
  }, schema);
}

/** A required calendar date 'YYYY-MM-DD'. */
export const zIsoDate = z
  .string()
  .trim()
  .refine((v) => isValidIsoDate(v), VALIDATION_MESSAGES.invalidDate);
const isEmptyInput = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || EMPTY_DATES.includes(v.trim())));
/** An end date: empty (or an empty-date marker) means open, stored as 3000-01-01 (DESIGN §5). */
export const zEndDate = z.preprocess((v) => (isEmptyInput(v) ? OPEN_END_DATE : v), zIsoDate);
/** An optional date: empty (or a marker) becomes null. */
export const zOptionalDate = z.preprocess((v) => (isEmptyInput(v) ? null : v), zIsoDate.nullable());

/** Optional e-mail: '' allowed. */
export const zOptionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || z.email().safeParse(v).success, VALIDATION_MESSAGES.invalidEmail)
  .default('');
/** Optional Dutch citizen service number (BSN, 11-proef): '' allowed. */
export const zOptionalBsn = z
  .string()
  .trim()
  .refine((v) => v === '' || isBsnValid(v), VALIDATION_MESSAGES.invalidSsn)
  .default('');
/** Optional IBAN (mod-97 and the country's format), stored without spaces in capitals: '' allowed. */
export const zOptionalIban = z
  .string()
  .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
  .refine((v) => v === '' || isIbanValid(v), VALIDATION_MESSAGES.invalidIban)
  .default('');
/** An integer that arrives as a number or as numeric text (spec: "numeric fields become integers"). */
export const zInt = (min = -2_147_483_648, max = 2_147_483_647) => z.coerce.number().int().min(min).max(max);
/** Optional text ('' by default); numbers are accepted, as clients send house numbers and postal codes as numbers. */
export const zText = (max = 200) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max)).default('');
/** An amount in cents, 0 by default. */
export const zMoney = zInt(0, 100_000_000).default(0);
/** A number or '<auto>' (or empty): the server gives the highest existing number plus one (spec 000 §5). */
export const zAutoNumber = (min = 0) => z.union([z.literal('<auto>'), z.literal(''), zInt(min)]).default('<auto>');
/** A choice among enumerated integer codes. */
export const zCode = (values: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), `Must be one of ${values.join(', ')}`);

/** A time of day as an HHmm integer (1330); 2400 is the end of the day. Text like "13:30" is accepted. */
export const zTimeOfDay = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v.replace(':', '')) : v),
  z
    .number()
    .int()
    .min(0)
    .max(2400)
    .refine((v) => v % 100 < 60, VALIDATION_MESSAGES.invalidTime),
);

/** A list sent as an array, as JSON text ('[1,5]') or as a comma list ("1,5,9"); '' is an empty list. */
function listFromText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return [];
  if (!text.startsWith('[')) return text.split(',');
  try {
    return JSON.parse(text);
  } catch {
    return text; // left as text so the schema reports a clear error
  }
}

/** A list of integers sent as an array, JSON text or a comma list ("1,5,9"); duplicates removed, sorted. */
export const zIntList = (min: number, max: number) =>
  z.preprocess(
    listFromText,
    z
      .array(z.coerce.number().int().min(min).max(max))
      .max(max - min + 1)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  );

/** Comma-separated e-mail addresses with the spaces removed (spec 002 §5 multi-email); '' allowed. */
export const zMultiEmail = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toLowerCase().split(',').filter(Boolean).join(','))
  .refine(
    (v) => v === '' || v.split(',').every((one) => z.email().safeParse(one).success),
    VALIDATION_MESSAGES.invalidEmail,
  )
  .default('');

/**
 * A list of IBANs (spec 000 §5, 002 §5): an array, JSON text or a comma list; whitespace removed, capitals, each valid;
 * an empty list is valid.
 */
export const zIbanList = z
  .preprocess((v) => (v === null || v === undefined ? [] : listFromText(v)), z.array(z.string()).max(20))
  .transform((list) => list.map((iban) => iban.replace(/\s+/g, '').toUpperCase()).filter(Boolean))
  .refine((list) => list.every((iban) => isIbanValid(iban)), VALIDATION_MESSAGES.invalidIban);
