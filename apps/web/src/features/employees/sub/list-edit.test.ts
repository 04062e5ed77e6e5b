import { describe, expect, it } from 'vitest';
import { formatHours, moveItem, nextId, parseHours, replaceItem } from './list-edit.ts';

describe('list editing', () => {
  it('moves an item up and down and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
  it('replaces one item and finds the next free id', () => {
    expect(replaceItem([{ a: 1 }, { a: 2 }], 1, { a: 5 })).toEqual([{ a: 1 }, { a: 5 }]);
    expect(nextId([{ id: 3 }, { id: 'x' }, {}])).toBe(4);
    expect(nextId([])).toBe(1);
  });
});

describe('hours in hundredths', () => {
  it('shows 760 as 7,60 and 0 as 0,00', () => {
    expect(formatHours(760, ',')).toBe('7,60');
    expect(formatHours(0, '.')).toBe('0.00');
    expect(formatHours(3800, ',')).toBe('38,00');
  });
  it('reads decimals with comma or dot, whole hours and clock times', () => {
    expect(parseHours('7,60')).toBe(760);
    expect(parseHours('7.6')).toBe(760);
    expect(parseHours('8')).toBe(800);
    expect(parseHours('7:36')).toBe(760);
    expect(parseHours('')).toBe(0);
    expect(parseHours('abc')).toBeNull();
    expect(parseHours('7,605')).toBeNull();
  });
});
