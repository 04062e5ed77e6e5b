import { describe, expect, it } from 'vitest';
import { toHundredths } from './number-fields.tsx';

describe('toHundredths', () => {
  it('stores what NumberInput reports as integer hundredths, numbers or unformatted text', () => {
    expect(toHundredths(7.6)).toBe(760);
    expect(toHundredths('7.60')).toBe(760);
    expect(toHundredths(15.25)).toBe(1525);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(toHundredths('')).toBe(0);
  });
});
