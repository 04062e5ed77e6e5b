import { describe, expect, it } from 'vitest';
import { coordinateValue } from './address-fields.tsx';

describe('coordinateValue', () => {
  it('keeps coordinates that NumberInput hands over as text (a trailing zero, a comma)', () => {
    expect(coordinateValue(52.0907)).toBe(52.0907);
    expect(coordinateValue('52.0890')).toBe(52.089);
    expect(coordinateValue('5,1200')).toBe(5.12);
    expect(coordinateValue('-')).toBe(0);
    expect(coordinateValue('')).toBe(0);
  });
});
