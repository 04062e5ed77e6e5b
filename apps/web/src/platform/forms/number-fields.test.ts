import { LOCALES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { separators, toHundredths } from './number-fields.tsx';

describe('toHundredths', () => {
  it('stores what NumberInput reports as integer hundredths, numbers or unformatted text', () => {
    expect(toHundredths(7.6)).toBe(760);
    expect(toHundredths('7.60')).toBe(760);
    expect(toHundredths(15.25)).toBe(1525);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(toHundredths('')).toBe(0);
  });

  it('stores typed hours (pause, travel time) as whole hundredths', () => {
    expect(toHundredths(0.25)).toBe(25);
    expect(toHundredths('0.50')).toBe(50);
    expect(toHundredths(1.005)).toBe(100);
  });
});

describe('separators', () => {
  it('gives every language a thousands separator other than its decimal one (NumberInput throws otherwise)', () => {
    for (const language of LOCALES) {
      const { decimal, thousand } = separators(language);
      expect(thousand, language).not.toBe(decimal);
    }
    expect(separators('nl')).toEqual({ decimal: ',', thousand: '.' });
    expect(separators('en')).toEqual({ decimal: '.', thousand: ',' });
    expect(separators('es').decimal).toBe(',');
    expect(separators('it').decimal).toBe(',');
  });
});
