import type { ErrorTexts } from './format.ts';

/** Addresses that could not be placed or looked up (spec 000 §8 'Unable to retrieve coordinates'). */
export const GEO_ERRORS = {
  /** Rows of an import that got no coordinates, whatever the reason. */
  'geo.unplaced': 'Unable to retrieve coordinates',
  'geo.notConfigured': 'Unable to retrieve coordinates: no geocoder is configured (GEOCODER_URL or POSTCODE_URL)',
  'geo.notFound': 'Unable to retrieve coordinates: the geocoder does not know the address',
  'geo.failed': 'Unable to retrieve coordinates: the geocoder did not answer',
  'geo.postalCodeNotConfigured': {
    status: 503,
    message: 'No postal-code service is configured (POSTCODE_URL)',
  },
  'geo.postalCodeUnknown': {
    status: 404,
    message: 'No address found for postal code {{postalCode}} and house number {{houseNumber}}',
  },
  'geo.addressUnknown': { status: 404, message: 'No postal code found for {{address}} {{houseNumber}}, {{city}}' },
  'geo.lookupFailed': { status: 502, message: 'Address lookup failed' },
  'address.invalid': 'Validation addresses error',
} as const satisfies ErrorTexts;
