import { describe, expect, it } from 'vitest';
import { changedFilters } from './patch-state.ts';

describe('changedFilters', () => {
  const defaults = { startDate: '2026-11-01', endDate: '2026-11-30', paid: 2, customerId: 0 };

  it('counts each filter that differs from its default, a changed period once', () => {
    expect(changedFilters(defaults, defaults)).toBe(0);
    expect(changedFilters({ ...defaults, paid: 1 }, defaults)).toBe(1);
    expect(changedFilters({ ...defaults, startDate: '2026-01-01', endDate: '2026-12-31' }, defaults)).toBe(1);
    expect(changedFilters({ ...defaults, endDate: '2026-12-31', paid: 0, customerId: 7 }, defaults)).toBe(3);
  });
});
