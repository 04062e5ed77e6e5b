import { INVOICE_ORDER_BY, type TInvoicesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { datedPageRequest, type ServerTableQuery } from '../../../../platform/data-table/server-table.ts';

/** The list's filters (spec 001 §9): paid, sent and credit 0 no, 1 yes, 2 all; status -1 all; the current month. */
export interface InvoiceFilters {
  startDate: string;
  endDate: string;
  paid: number;
  sent: number;
  credit: number;
  status: number;
  customerId: number;
}

export const defaultFilters = (today = todayIso()): InvoiceFilters => ({
  startDate: startOfMonth(today),
  endDate: endOfMonth(today),
  paid: 2,
  sent: 2,
  credit: 2,
  status: -1,
  customerId: 0,
});

const isOrder = (key: string | undefined): key is (typeof INVOICE_ORDER_BY)[number] =>
  (INVOICE_ORDER_BY as readonly (string | undefined)[]).includes(key);

/**
 * The invoicesDateRangePaged request: the filters with the table's page, rows per page, order and search (paged on
 * the server). A range typed backwards is read the right way round; an order the server has not falls back to the
 * invoice date.
 */
export function listRequest(filters: InvoiceFilters, query: ServerTableQuery): TInvoicesPagedRequest {
  return {
    ...filters,
    ...datedPageRequest(filters, query),
    orderBy: isOrder(query.orderBy) ? query.orderBy : 'invoiceDate',
    descending: isOrder(query.orderBy) ? Number(query.descending) : 1,
  };
}
