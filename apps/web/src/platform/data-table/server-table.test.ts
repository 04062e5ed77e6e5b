import { describe, expect, it } from 'vitest';
import { toServerQuery } from './server-table.ts';

describe('toServerQuery', () => {
  it('asks the server for the stored page, rows per page and sort, with the search trimmed', () => {
    const prefs = { hidden: [], perPage: 20, page: 3, sort: { key: 'invoiceDate', direction: 'desc' as const } };
    expect(toServerQuery(prefs, '  acme ')).toEqual({
      page: 3,
      perPage: 20,
      orderBy: 'invoiceDate',
      descending: true,
      search: 'acme',
    });
  });

  it('leaves the order to the server when nothing is sorted, and sends 0 for "all" rows', () => {
    expect(toServerQuery({ hidden: [], perPage: 0, page: 1 }, '')).toEqual({
      page: 1,
      perPage: 0,
      orderBy: undefined,
      descending: false,
      search: '',
    });
  });
});
