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

  const query = { page: 3, perPage: 20, orderBy: 'amountOpen', descending: false, search: 'bilt' };

  it('ask the server for the table’s page, order and search, and read a backwards range the right way round', () => {
    expect(
      listRequest({ ...defaultFilters('2026-11-23'), startDate: '2026-12-31', endDate: '2026-10-01' }, query),
    ).toMatchObject({
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      page: 3,
      perPage: 20,
      orderBy: 'amountOpen',
      descending: 0,
      search: 'bilt',
    });
    expect(listRequest({ ...defaultFilters('2026-11-23'), startDate: '' }, query).startDate).toBeNull();
  });

  it('fall back to the newest invoices first for an order the server has not (a stored choice of a column)', () => {
    const unordered = listRequest(defaultFilters('2026-11-23'), { ...query, orderBy: 'state', descending: false });
    expect(unordered).toMatchObject({ orderBy: 'invoiceDate', descending: 1 });
    expect(listRequest(defaultFilters('2026-11-23'), { ...query, orderBy: undefined })).toMatchObject({
      orderBy: 'invoiceDate',
      descending: 1,
    });
  });
});
