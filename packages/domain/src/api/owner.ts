import { z } from 'zod';
import { jsonField } from './fields.ts';
import { LOCALES } from './session.ts';

const WEEKDAY_MINUTES = 760;
/** Default working-hour template: a 38-hour week, 7.60 hours (hundredths) per weekday, 0 at weekends (spec 000 §3). */
export const DEFAULT_ROOSTER = [
  {
    id: 1,
    name: '38',
    weeks: [{ days: [WEEKDAY_MINUTES, WEEKDAY_MINUTES, WEEKDAY_MINUTES, WEEKDAY_MINUTES, WEEKDAY_MINUTES, 0, 0] }],
  },
];

const settingsFields = {
  country: z.string().length(2),
  locale: z.enum(LOCALES),
  email: z.union([z.literal(''), z.email()]),
  phone: z.string().max(40),
  address: z.string().max(200),
  postalCode: z.string().max(20),
  city: z.string().max(100),
  cocNumber: z.string().max(40),
  vatNumber: z.string().max(40),
  /** Mileage allowance in cents per km. */
  KMFee: z.coerce.number().int().min(0).max(100_000),
  showEmployeeImage: z.coerce.number().int().min(0).max(1),
  showProjectImage: z.coerce.number().int().min(0).max(1),
  disableBookDate: z.coerce.number().int().min(0).max(1),
  appRestrictEmployees: z.coerce.number().int().min(0).max(1),
};

// Later modules keep their lists (workTypes, vatCodes, invoiceTexts, ...) in the same document: unknown keys stay.
export const ZOwnerSettings = z.object(settingsFields).loose();
/** What saveOwner accepts: keys left out keep their stored value. */
export const ZOwnerSettingsPatch = z.object(settingsFields).partial().loose();

export const OWNER_SETTINGS_DEFAULTS: z.infer<typeof ZOwnerSettings> = {
  country: 'NL',
  locale: 'nl',
  email: '',
  phone: '',
  address: '',
  postalCode: '',
  city: '',
  cocNumber: '',
  vatNumber: '',
  KMFee: 0,
  showEmployeeImage: 0,
  showProjectImage: 0,
  disableBookDate: 0,
  appRestrictEmployees: 0,
};

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
  settings: jsonField(ZOwnerSettingsPatch).optional(),
  rooster: zJsonList.optional(),
  flexFiltersEmployees: zJsonList.optional(),
  flexFieldsProjects: zJsonList.optional(),
  defaultFiles: jsonField(z.record(z.string(), z.unknown())).optional(),
});
export type TSaveOwnerRequest = z.infer<typeof ZSaveOwnerRequest>;
