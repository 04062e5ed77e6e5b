import { describe, expect, it } from 'vitest';
import { decimalTextToCents } from './decimal-cents.ts';

const cents = (text: string, separator: '.' | ',' = '.') => decimalTextToCents(text, separator);

describe('decimalTextToCents', () => {
  it('reads exact cents from the text, whatever a float would make of it', () => {
    expect(cents('0.29')).toEqual({ ok: true, cents: 29 });
    expect(cents('1.1')).toEqual({ ok: true, cents: 110 });
    expect(cents('4076.00')).toEqual({ ok: true, cents: 407600 });
    expect(cents('2700')).toEqual({ ok: true, cents: 270000 });
    expect(cents('-0.75')).toEqual({ ok: true, cents: -75 });
    expect(cents('.5')).toEqual({ ok: true, cents: 50 });
    expect(cents('9007199254740.99')).toEqual({ ok: false, reason: 'notAmount' });
    expect(cents('999999999999.99')).toEqual({ ok: true, cents: 99999999999999 });
  });

  it('accepts trailing zeros after the cents and refuses a real third decimal', () => {
    expect(cents('8.850')).toEqual({ ok: true, cents: 885 });
    expect(cents('5442.09000')).toEqual({ ok: true, cents: 544209 });
    expect(cents('8.851')).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(cents('0,001', ',')).toEqual({ ok: false, reason: 'tooManyDecimals' });
  });

  it('reads a decimal comma with or without thousands separators', () => {
    expect(cents('2000,00', ',')).toEqual({ ok: true, cents: 200000 });
    expect(cents('1.234,56', ',')).toEqual({ ok: true, cents: 123456 });
    expect(cents('1,234.56')).toEqual({ ok: true, cents: 123456 });
    expect(cents('1.5', ',')).toEqual({ ok: false, reason: 'notAmount' });
  });

  it('refuses what is not a number', () => {
    for (const text of ['', '-', '1e3', '12a', '1.2.3', 'NaN', '1 000'])
      expect(cents(text)).toEqual({ ok: false, reason: 'notAmount' });
  });
});
