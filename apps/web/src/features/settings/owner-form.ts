import type { TOwner, TOwnerSettings } from '@backoffice/domain';

/** The settings the General settings page edits; other keys in `settings` (later modules' lists) are kept as they are. */
const TEXT_SETTINGS = ['email', 'phone', 'address', 'postalCode', 'city', 'cocNumber', 'vatNumber'] as const;
export const FLAG_SETTINGS = [
  'showEmployeeImage',
  'showProjectImage',
  'disableBookDate',
  'appRestrictEmployees',
] as const;

export type OwnerFormValues = {
  name: string;
  country: string;
  locale: string;
  /** Mileage allowance in euros per km while editing; stored in cents. */
  kmFeeEuros: number | '';
} & Record<(typeof TEXT_SETTINGS)[number], string> &
  Record<(typeof FLAG_SETTINGS)[number], boolean>;

export function toOwnerForm(owner: TOwner): OwnerFormValues {
  const settings = owner.settings;
  const values = {
    name: owner.name,
    country: settings.country,
    locale: settings.locale,
    kmFeeEuros: settings.KMFee / 100,
  } as OwnerFormValues;
  for (const key of TEXT_SETTINGS) values[key] = settings[key] ?? '';
  for (const key of FLAG_SETTINGS) values[key] = settings[key] === 1;
  return values;
}

export function toSaveOwner(owner: TOwner, values: OwnerFormValues) {
  const settings: Record<string, unknown> = {
    ...owner.settings,
    country: values.country,
    locale: values.locale,
    KMFee: values.kmFeeEuros === '' ? 0 : Math.round(values.kmFeeEuros * 100),
  };
  for (const key of TEXT_SETTINGS) settings[key] = values[key].trim();
  for (const key of FLAG_SETTINGS) settings[key] = values[key] ? 1 : 0;
  return { id: owner.id, name: values.name, settings: settings as TOwnerSettings };
}

/** Countries offered first; names come from Intl.DisplayNames in the user's language. */
export const COUNTRIES = [
  'NL',
  'BE',
  'DE',
  'LU',
  'FR',
  'ES',
  'IT',
  'PT',
  'AT',
  'CH',
  'GB',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
];

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
