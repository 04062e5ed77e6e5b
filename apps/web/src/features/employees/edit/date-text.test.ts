import { describe, expect, it } from 'vitest';
import { isOpenEnd, parseDayFirst } from './date-text.ts';

describe('parseDayFirst', () => {
  it('reads day-month-year in the usual separators', () => {
    expect(parseDayFirst('03-02-2024')).toBe('2024-02-03');
    expect(parseDayFirst('3-2-2024')).toBe('2024-02-03');
    expect(parseDayFirst('3/2/2024')).toBe('2024-02-03');
    expect(parseDayFirst('03022024')).toBe('2024-02-03');
    expect(parseDayFirst(' 2024-02-03 ')).toBe('2024-02-03');
  });

  it('refuses impossible dates and other text', () => {
    expect(parseDayFirst('31-02-2024')).toBeNull();
    expect(parseDayFirst('02-31-2024')).toBeNull();
    expect(parseDayFirst('tomorrow')).toBeNull();
  });

  it('treats empty markers and 3000-01-01 as an open end', () => {
    expect(isOpenEnd('3000-01-01')).toBe(true);
    expect(isOpenEnd('0000-00-00')).toBe(true);
    expect(isOpenEnd(null)).toBe(true);
    expect(isOpenEnd('2024-12-31')).toBe(false);
  });
});
