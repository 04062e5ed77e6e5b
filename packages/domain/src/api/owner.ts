import { z } from 'zod';
import { zInt, zJson, zLine, zRecordId } from './fields.ts';
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
  country: zLine(2, { min: 2 }),
  locale: z.enum(LOCALES),
  email: z.union([z.literal(''), z.email()]),
  phone: zLine(40),
  address: zLine(200),
  postalCode: zLine(20),
  city: zLine(100),
  cocNumber: zLine(40),
  vatNumber: zLine(40),
  /** Mileage allowance in cents per km. */
  KMFee: zInt(0, 100_000),
  showEmployeeImage: zInt(0, 1),
  showProjectImage: zInt(0, 1),
  disableBookDate: zInt(0, 1),
  appRestrictEmployees: zInt(0, 1),
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

const zJsonList = zJson(z.array(z.unknown()).max(10_000), { bytes: 1024 * 1024 });

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
  id: zRecordId,
  name: zLine(200, { min: 2 }),
  settings: zJson(ZOwnerSettingsPatch).optional(),
  rooster: zJsonList.optional(),
  flexFiltersEmployees: zJsonList.optional(),
  flexFieldsProjects: zJsonList.optional(),
  defaultFiles: zJson(z.record(z.string(), z.unknown())).optional(),
});
export type TSaveOwnerRequest = z.infer<typeof ZSaveOwnerRequest>;
