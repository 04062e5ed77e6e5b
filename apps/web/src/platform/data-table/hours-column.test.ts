import { describe, expect, it } from 'vitest';
import { hoursColumn } from './hours-column.ts';

describe('hoursColumn', () => {
  const column = hoursColumn<{ hours: number }>('hours', 'Hours', (row) => row.hours, 'nl');
  const row = { hours: 750 };

  it('sorts by the hundredths, shows them as hours in the language and exports them as a number', () => {
    expect(column.value(row)).toBe(750);
    expect(column.text?.(row)).toBe('7,50');
    expect(column.align).toBe('right');
    expect(column.type).toBe('hours');
  });
});
