import { orDefault } from './row-check.ts';

/** Header names of the address columns customers and projects import (house numbers differ per import). */
export const ADDRESS_ALIASES = {
  address: ['street', 'address', 'straat', 'adres', 'straatnaam'],
  houseAddition: ['addition', 'house addition', 'toevoeging', 'huisnummertoevoeging'],
  postalCode: ['postal code', 'postcode', 'zip', 'zip code'],
  city: ['city', 'town', 'plaats', 'woonplaats', 'vestigingsplaats'],
  country: ['country', 'land'],
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
