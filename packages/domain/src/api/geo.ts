import { z } from 'zod';
import { defineCall } from './contract.ts';
import { zCountry, zLine } from './fields.ts';

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

export const zDutchPostalCode = zLine(20).transform((v, ctx) => {
  const normalized = normalizeDutchPostalCode(v);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: INVALID_POSTAL_CODE });
    return z.NEVER;
  }
  return normalized;
});

/** Text that may arrive as a number (house numbers often do); never coerces a missing value into 'undefined'. */
const zTextOrNumber = (max: number, limits: { min?: number; message?: string } = {}) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), zLine(max, limits));
const zHouseNumber = zTextOrNumber(20, { min: 1, message: 'A house number is required' });

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
  address: zLine(200, { min: 1, message: 'A street is required' }),
  houseNumber: zHouseNumber,
  houseAddition: zTextOrNumber(20).default(''),
  postalCode: zTextOrNumber(20).default(''),
  city: zLine(100, { min: 1, message: 'A city is required' }),
  country: zCountry.default('NL'),
});
export type TPostalCodeDataAddressRequest = z.infer<typeof ZPostalCodeDataAddressRequest>;
export const ZPostalCodeDataAddress = z.object({
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TPostalCodeDataAddress = z.infer<typeof ZPostalCodeDataAddress>;

/** Address lookups for address forms (spec 002 §7); every back-office user fills in addresses somewhere. */
export const GEO_CALLS = {
  postalCodeData: defineCall({
    method: 'POST',
    path: '/postalCodeData',
    area: 'home',
    level: 'read',
    body: ZPostalCodeDataRequest,
    response: ZPostalCodeData,
    summary: 'Street, city and coordinates of a Dutch postal code and house number',
  }),
  postalCodeDataAddress: defineCall({
    method: 'POST',
    path: '/postalCodeDataAddress',
    area: 'home',
    level: 'read',
    body: ZPostalCodeDataAddressRequest,
    response: ZPostalCodeDataAddress,
    summary: 'Postal code and coordinates of a street address',
  }),
} as const;
