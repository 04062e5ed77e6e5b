import { z } from 'zod';
import { jsonField } from './fields.ts';

const WEEKDAY_MINUTES = 760;
/** Default working-hour template: a 38-hour week, 7.60 hours (hundredths) per weekday, 0 at weekends (spec 000 §3). */
export const DEFAULT_ROOSTER = [
  { id: 1, name: '38', weeks: [{ days: [WEEKDAY_MINUTES, WEEKDAY_MINUTES, WEEKDAY_MINUTES, WEEKDAY_MINUTES, WEEKDAY_MINUTES, 0, 0] }] },
];

export const ZOwnerSettings = z
  .object({
    country: z.string().length(2).default('NL'),
    locale: z.enum(['en', 'nl', 'it', 'es', 'fr']).default('nl'),
    email: z.union([z.literal(''), z.email()]).default(''),
    phone: z.string().max(40).default(''),
    address: z.string().max(200).default(''),
    postalCode: z.string().max(20).default(''),
    city: z.string().max(100).default(''),
    cocNumber: z.string().max(40).default(''),
    vatNumber: z.string().max(40).default(''),
    /** Mileage allowance in cents per km. */
    KMFee: z.coerce.number().int().min(0).max(100_000).default(0),
    showEmployeeImage: z.coerce.number().int().min(0).max(1).default(0),
    showProjectImage: z.coerce.number().int().min(0).max(1).default(0),
    disableBookDate: z.coerce.number().int().min(0).max(1).default(0),
    appRestrictEmployees: z.coerce.number().int().min(0).max(1).default(0),
  })
  // Later modules keep their lists (workTypes, vatCodes, invoiceTexts, ...) in the same document.
  .loose();
export type TOwnerSettings = z.infer<typeof ZOwnerSettings>;

const zJsonList = jsonField(z.array(z.unknown()).max(10_000));

export const ZOwner = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: ZOwnerSettings,
  rooster: z.array(z.unknown()),
  flexFiltersEmployees: z.array(z.unknown()),
  flexFieldsProjects: z.array(z.unknown()),
  defaultFiles: z.record(z.string(), z.unknown()),
});
export type TOwner = z.infer<typeof ZOwner>;

/** saveOwner: settings, rooster and the other structured fields arrive as JSON text or JSON. */
export const ZSaveOwnerRequest = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().trim().min(2).max(200),
  settings: jsonField(ZOwnerSettings).optional(),
  rooster: zJsonList.optional(),
  flexFiltersEmployees: zJsonList.optional(),
  flexFieldsProjects: zJsonList.optional(),
  defaultFiles: jsonField(z.record(z.string(), z.unknown())).optional(),
});
export type TSaveOwnerRequest = z.infer<typeof ZSaveOwnerRequest>;
