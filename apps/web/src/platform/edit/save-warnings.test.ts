import { keyedMessage } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { warningTexts } from './save-warnings.ts';

const t = (key: string) => key;

describe('warningTexts', () => {
  it('words the geocoding warning with the page key, then why the address has no coordinates', () => {
    const warnings = [keyedMessage('geo.notConfigured'), keyedMessage('geo.notFound')];
    expect(warningTexts({ warnings }, t, 'x.coordinatesWarning')).toEqual([
      'x.coordinatesWarning serverErrors.geo.notConfigured',
      'x.coordinatesWarning serverErrors.geo.notFound',
    ]);
    expect(warningTexts({}, t, 'x.coordinatesWarning')).toEqual([]);
  });

  it('words any other keyed warning by its key', () => {
    expect(warningTexts({ warnings: [keyedMessage('address.invalid')] }, t, 'x')).toEqual([
      'serverErrors.address.invalid',
    ]);
  });
});
