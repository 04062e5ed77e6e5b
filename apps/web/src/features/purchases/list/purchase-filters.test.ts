import { describe, expect, it } from 'vitest';
import { defaultPurchaseFilters, purchaseListRequest } from './purchase-filters.ts';

const query = { page: 2, perPage: 50, orderBy: 'amountOpen', descending: false, search: 'glas' };

describe('purchase list filters', () => {
  it('default to every purchase of the current month, paid or not, any status and supplier', () => {
    expect(defaultPurchaseFilters('2026-02-11')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      paid: 2,
      status: -1,
      hidden: 0,
      supplierId: 0,
    });
  });

  it('ask for the table’s page, order and search, a backwards range the right way round', () => {
    const filters = { ...defaultPurchaseFilters('2026-11-23'), startDate: '2026-12-31', endDate: '2026-10-01' };
    expect(purchaseListRequest(filters, query)).toMatchObject({
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      page: 2,
      perPage: 50,
      orderBy: 'amountOpen',
      descending: 0,
      search: 'glas',
    });
    expect(purchaseListRequest({ ...filters, endDate: '' }, query).endDate).toBeNull();
  });

  it('fall back to the newest invoice date first for a column the server cannot order by', () => {
    const request = purchaseListRequest(defaultPurchaseFilters('2026-11-23'), { ...query, orderBy: 'status' });
    expect(request).toMatchObject({ orderBy: 'invoiceDate', descending: 1 });
  });
});
