import { SERVER_TEXTS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { warningTexts } from './save-warnings.ts';

const t = (key: string) => key;

describe('warningTexts', () => {
  it('words the geocoding warning with the page key and keeps unknown warnings', () => {
    expect(warningTexts({ warnings: ['Unable to retrieve coordinates', 'Other'] }, t, 'x.coordinatesWarning')).toEqual([
      'x.coordinatesWarning',
      'Other',
    ]);
    expect(warningTexts({}, t, 'x.coordinatesWarning')).toEqual([]);
  });

  it('adds why the address has no coordinates', () => {
    const warnings = [`${SERVER_TEXTS.unableToGeocode}: ${SERVER_TEXTS.geocoderNotConfigured}`];
    expect(warningTexts({ warnings }, t, 'x.coordinatesWarning')).toEqual([
      'x.coordinatesWarning serverTexts.geocoderNotConfigured',
    ]);
    const notFound = [`${SERVER_TEXTS.unableToGeocode}: ${SERVER_TEXTS.geocodeNotFound}`];
    expect(warningTexts({ warnings: notFound }, t, 'x')).toEqual(['x serverTexts.geocodeNotFound']);
  });
});
