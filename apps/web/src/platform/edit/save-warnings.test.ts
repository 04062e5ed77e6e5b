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
});
