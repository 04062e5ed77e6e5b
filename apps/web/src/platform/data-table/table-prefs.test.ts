import { describe, expect, it } from 'vitest';
import { parsePrefs, prefsKey } from './table-prefs.ts';

const defaults = { hidden: ['notes'], perPage: 5, page: 1 };

describe('parsePrefs', () => {
  it('keeps valid stored choices', () => {
    const stored = { hidden: ['a'], perPage: 0, page: 3, sort: { key: 'name', direction: 'desc' } };
    expect(parsePrefs(stored, defaults)).toEqual(stored);
  });

  it('falls back per field on malformed values', () => {
    expect(parsePrefs({ hidden: 'x', perPage: 7, page: -1, sort: { key: 1 } }, defaults)).toEqual({
      hidden: ['notes'],
      perPage: 5,
      page: 1,
      sort: undefined,
    });
    expect(parsePrefs(null, defaults)).toBe(defaults);
  });

  it('keys the storage by owner and table', () => {
    expect(prefsKey(2, 'cars')).toBe('table.2.cars');
  });
});
