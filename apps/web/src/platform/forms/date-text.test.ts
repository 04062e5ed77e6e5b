import { describe, expect, it } from 'vitest';
import { isOpenEnd } from './date-text.ts';

describe('isOpenEnd', () => {
  it('treats empty markers and 3000-01-01 as an open end', () => {
    expect(isOpenEnd('3000-01-01')).toBe(true);
    expect(isOpenEnd('0000-00-00')).toBe(true);
    expect(isOpenEnd(null)).toBe(true);
    expect(isOpenEnd('2024-12-31')).toBe(false);
  });
});
