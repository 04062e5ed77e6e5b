import { describe, expect, it } from 'vitest';
import { defaultFilters, listRequest } from './invoice-filters.ts';

describe('invoice list filters', () => {
  it('default to every invoice of the current month', () => {
    expect(defaultFilters('2026-11-23')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      paid: 2,
      sent: 2,
      credit: 2,
      status: -1,
      customerId: 0,
    });
  });

  it('ask for every row of the range, newest first, and read a backwards range the right way round', () => {
    expect(
      listRequest({ ...defaultFilters('2026-11-23'), startDate: '2026-12-31', endDate: '2026-10-01' }),
    ).toMatchObject({
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      perPage: 0,
      descending: 1,
    });
    expect(listRequest({ ...defaultFilters('2026-11-23'), startDate: '' }).startDate).toBeNull();
  });
});
