import { PURCHASE_ORDER_BY, type TPurchasesPagedRequest } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { datedPageRequest, type ServerTableQuery } from '../../../platform/data-table/server-table.ts';

/**
 * The list's filters (spec 001 §9): the current month, paid 2 = all, status -1 = all, supplier 0 = all; hidden
 * purchases (0 not hidden, 1 hidden, 2 all) are left out until asked for.
 */
export interface PurchaseFilters {
  startDate: string;
  endDate: string;
  paid: number;
  status: number;
  hidden: number;
  supplierId: number;
}

export const defaultPurchaseFilters = (today = todayIso()): PurchaseFilters => ({
  startDate: startOfMonth(today),
  endDate: endOfMonth(today),
  paid: 2,
  status: -1,
  hidden: 0,
  supplierId: 0,
});

const isOrder = (key: string | undefined): key is (typeof PURCHASE_ORDER_BY)[number] =>
  (PURCHASE_ORDER_BY as readonly (string | undefined)[]).includes(key);

/**
 * The purchasesDateRange request: the filters with the table's page, order and search. A range typed backwards is
 * read the right way round; an order the server has not falls back to the newest invoice date first.
 */
export function purchaseListRequest(filters: PurchaseFilters, query: ServerTableQuery): TPurchasesPagedRequest {
  return {
    ...filters,
    ...datedPageRequest(filters, query),
    orderBy: isOrder(query.orderBy) ? query.orderBy : 'invoiceDate',
    descending: isOrder(query.orderBy) ? Number(query.descending) : 1,
  };
}
