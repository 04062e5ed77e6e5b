import { describe, expect, it } from 'vitest';
import { isFloatText, isIntText, toInt } from './numbers.ts';

describe('isFloatText', () => {
  it.each(['0', '12', '-3', '+7', '3.5', '3,5', '-0,25', '.5', ',5', '007'])('accepts %j', (s) => {
    expect(isFloatText(s)).toBe(true);
  });
  it.each(['', '-', '+', '.', '5.', '1.2.3', '1,2,3', '1.234,56', '--1', '1-', ' 1', '1 ', '1e3', 'abc', 'NaN', '٣'])(
    'rejects %j',
    (s) => {
      expect(isFloatText(s)).toBe(false);
    },
  );
  it('rejects null and undefined', () => {
    expect(isFloatText(null)).toBe(false);
    expect(isFloatText(undefined)).toBe(false);
  });
});

describe('isIntText', () => {
  it.each(['0', '7', '0012', '12345678901234567890'])('accepts %j', (s) => {
    expect(isIntText(s)).toBe(true);
  });
  it.each(['', '-1', '+1', '1.0', '1,0', ' 1', '1 ', '1e3', 'x'])('rejects %j', (s) => {
    expect(isIntText(s)).toBe(false);
  });
  it('rejects null and undefined', () => {
    expect(isIntText(null)).toBe(false);
    expect(isIntText(undefined)).toBe(false);
  });
});

describe('toInt', () => {
  it.each<[unknown, number]>([
    [42, 42],
    [-7, -7],
    [0, 0],
    ['42', 42],
    [' 42 ', 42],
    ['-7', -7],
    ['+7', 7],
    ['007', 7],
    [12n, 12],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('%s → %i', (value, n) => {
    expect(toInt(value)).toBe(n);
  });
  it('never returns -0', () => {
    expect(Object.is(toInt('-0'), 0)).toBe(true);
    expect(Object.is(toInt(-0), 0)).toBe(true);
  });
  it.each<unknown>([
    null,
    undefined,
    '',
    ' ',
    '4.0',
    '4,5',
    '1e3',
    '0x10',
    'abc',
    '12abc',
    4.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    '9007199254740993',
    2n ** 60n,
    true,
    {},
    [],
  ])('rejects %s', (value) => {
    expect(toInt(value)).toBeNull();
  });
});
