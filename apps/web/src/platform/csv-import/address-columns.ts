import { orDefault } from './row-check.ts';

/** Header names of the address columns customers and projects import (house numbers differ per import). */
export const ADDRESS_ALIASES = {
  address: ['street', 'address', 'straat', 'adres', 'straatnaam'],
  houseAddition: ['addition', 'house addition', 'toevoeging', 'huisnummertoevoeging'],
  postalCode: ['postal code', 'postcode', 'zip', 'zip code'],
  city: ['city', 'town', 'plaats', 'woonplaats', 'vestigingsplaats'],
  country: ['country', 'land'],
} as const;

/** Header names of the columns of a company customers and suppliers both import: its address, numbers and contact. */
export const COMPANY_ALIASES = {
  ...ADDRESS_ALIASES,
  houseNumber: ['house number', 'housenumber', 'huisnummer'],
  email: ['email', 'e-mail', 'email address', 'e-mailadres', 'emailadres'],
  phone: ['phone', 'telephone', 'telefoon', 'telefoonnummer', 'tel'],
  paymentDays: ['payment days', 'payment term', 'betalingstermijn', 'betaaltermijn'],
  cocNumber: ['coc number', 'chamber of commerce', 'kvk', 'kvk nummer', 'kvknummer'],
  vatNumber: ['vat number', 'vat', 'btw nummer', 'btwnummer', 'btw'],
  remarks: ['remarks', 'notes', 'opmerkingen'],
} as const;

type AddressField = 'address' | 'houseNumber' | 'houseAddition' | 'postalCode' | 'city' | 'country';

/** The address of an imported row: the postal code in capitals; no country leaves the default. */
export function addressInput(value: (field: AddressField) => string) {
  return {
    address: value('address'),
    houseNumber: value('houseNumber'),
    houseAddition: value('houseAddition'),
    postalCode: value('postalCode').toUpperCase(),
    city: value('city'),
    country: orDefault(value('country')),
  };
}
