import { type TCustomerFinancial, ZIdRequest } from '@backoffice/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { findLiveCustomer } from './queries.ts';

// The CustomersFinancial tab: invoices with status > 0 are invoiced (0 is a draft).

export function registerFinancialRoutes(r: CallRegistrar): void {
  r.call(
    { method: 'POST', path: '/customerFinancial', area: 'sales', level: 'read', body: ZIdRequest },
    async (ctx, body): Promise<TCustomerFinancial> => {
      const { tx, ownerId } = ctx;
      if (!(await findLiveCustomer(tx, ownerId, body.id))) throw notFound(`Customer ${body.id} not found`);
      const [row] = await tx
        .select({
          openAmount: sql<number>`coalesce(sum(${invoices.amountOpen}), 0)::int`,
          openInvoices: sql<number>`(count(*) filter (where ${invoices.amountOpen} <> 0))::int`,
          paidInvoices: sql<number>`(count(*) filter (where ${invoices.amountOpen} = 0))::int`,
          // Days from invoice date to the day it was paid in full, over paid invoices that asked for money.
          averageDaysToPay: sql<number | null>`round(avg(${invoices.paidDate} - ${invoices.invoiceDate}) filter (
            where ${invoices.amountOpen} = 0 and ${invoices.paidDate} is not null and ${invoices.amountInclVat} > 0))::int`,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.ownerId, ownerId),
            eq(invoices.customerId, body.id),
            eq(invoices.deleted, 0),
            gt(invoices.status, 0),
          ),
        );
      return {
        openAmount: row?.openAmount ?? 0,
        openInvoices: row?.openInvoices ?? 0,
        averageDaysToPay: row?.averageDaysToPay ?? null,
        paidInvoices: row?.paidInvoices ?? 0,
      };
    },
  );
}
