import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';

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

/**
 * The invoicesDateRangePaged request: every row of the range at once, paged and searched by the table until the
 * table pages on the server. A range typed backwards is read the right way round.
 */
export function listRequest(filters: InvoiceFilters) {
  const [startDate, endDate] =
    filters.startDate && filters.endDate && filters.startDate > filters.endDate
      ? [filters.endDate, filters.startDate]
      : [filters.startDate || null, filters.endDate || null];
  return { ...filters, startDate, endDate, perPage: 0, orderBy: 'invoiceDate', descending: 1 };
}
