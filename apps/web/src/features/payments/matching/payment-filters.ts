import {
  type PAYMENT_DIRECTIONS,
  PAYMENT_ORDER_BY,
  type PAYMENT_STATE_FILTERS,
  type TPaymentsPagedRequest,
} from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { datedPageRequest, type ServerTableQuery } from '../../../platform/data-table/server-table.ts';

/** The list's filters (spec 001 §9): the current month, every state and direction, all accounts, hidden left out. */
export interface PaymentFilters {
  startDate: string;
  endDate: string;
  state: (typeof PAYMENT_STATE_FILTERS)[number];
  direction: (typeof PAYMENT_DIRECTIONS)[number];
  /** -1 all accounts, 0 cash and manual entries. */
  accountId: number;
  hidden: number;
}

export const defaultPaymentFilters = (today = todayIso()): PaymentFilters => ({
  startDate: startOfMonth(today),
  endDate: endOfMonth(today),
  state: 'all',
  direction: 'all',
  accountId: -1,
  hidden: 0,
});

const isOrder = (key: string | undefined): key is (typeof PAYMENT_ORDER_BY)[number] =>
  (PAYMENT_ORDER_BY as readonly (string | undefined)[]).includes(key);

/** The paymentsDateRange request: the filters with the table's page, order and search (newest first by default). */
export function paymentListRequest(filters: PaymentFilters, query: ServerTableQuery): TPaymentsPagedRequest {
  return {
    ...filters,
    ...datedPageRequest(filters, query),
    orderBy: isOrder(query.orderBy) ? query.orderBy : 'date',
    descending: isOrder(query.orderBy) ? Number(query.descending) : 1,
  };
}
