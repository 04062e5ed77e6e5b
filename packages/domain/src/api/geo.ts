import { z } from 'zod';

/** Dutch postal code: four digits (not starting with 0) and two letters; SA, SD and SS are never issued. */
const DUTCH_POSTAL_CODE = /^([1-9]\d{3})\s?([A-Za-z]{2})$/;
export const INVALID_POSTAL_CODE = 'Invalid postal code: use four digits and two letters, e.g. 1234 AB';

/** '1234 ab' → '1234AB'; undefined when it is not a Dutch postal code. */
export function normalizeDutchPostalCode(value: string): string | undefined {
  const match = DUTCH_POSTAL_CODE.exec(value.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const letters = match[2].toUpperCase();
  if (['SA', 'SD', 'SS'].includes(letters)) return undefined;
  return `${match[1]}${letters}`;
}

export const zDutchPostalCode = z.string().transform((v, ctx) => {
  const normalized = normalizeDutchPostalCode(v);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: INVALID_POSTAL_CODE });
    return z.NEVER;
  }
  return normalized;
});

/** Text that may arrive as a number (house numbers often do); never coerces a missing value into 'undefined'. */
const zTextOrNumber = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max));
const zHouseNumber = zTextOrNumber(20).pipe(z.string().min(1, 'A house number is required'));

/** postalCodeData: postal code and house number (spec 002 §7). */
export const ZPostalCodeDataRequest = z.object({ postalCode: zDutchPostalCode, houseNumber: zHouseNumber });
export const ZPostalCodeData = z.object({
  street: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TPostalCodeData = z.infer<typeof ZPostalCodeData>;

/** postalCodeDataAddress: the address part of a record (street, number, city...), answered with its postal code. */
export const ZPostalCodeDataAddressRequest = z.object({
  address: z.string().trim().min(1, 'A street is required').max(200),
  houseNumber: zHouseNumber,
  houseAddition: zTextOrNumber(20).default(''),
  postalCode: zTextOrNumber(20).default(''),
  city: z.string().trim().min(1, 'A city is required').max(100),
  country: z.string().trim().toUpperCase().length(2).default('NL'),
});
export type TPostalCodeDataAddressRequest = z.infer<typeof ZPostalCodeDataAddressRequest>;
export const ZPostalCodeDataAddress = z.object({
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TPostalCodeDataAddress = z.infer<typeof ZPostalCodeDataAddress>;
