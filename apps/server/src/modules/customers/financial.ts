import { CUSTOMER_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, gt, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { averagePaymentDaysByCustomer } from '../sales/index.ts';
import { findLiveCustomer } from './queries.ts';

// The CustomersFinancial tab: invoices with status > 0 are invoiced (0 is a draft).

export function registerFinancialRoutes(r: CallRegistrar): void {
  r.handle(CUSTOMER_CALLS.customerFinancial, async (ctx, body) => {
    const { tx, ownerId } = ctx;
    if (!(await findLiveCustomer(tx, ownerId, body.id)))
      throw fail('record.notFound', { entity: 'Customer', id: body.id });
    const [row] = await tx
      .select({
        openAmount: sql<number>`coalesce(sum(${invoices.amountOpen}), 0)::int`,
        openInvoices: sql<number>`(count(*) filter (where ${invoices.amountOpen} <> 0))::int`,
        paidInvoices: sql<number>`(count(*) filter (where ${invoices.amountOpen} = 0))::int`,
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
    // Over the last 12 months, as the payment-behaviour charts (null without paid invoices).
    const [average] = await averagePaymentDaysByCustomer(tx, ownerId, todayIso(), body.id);
    return {
      openAmount: row?.openAmount ?? 0,
      openInvoices: row?.openInvoices ?? 0,
      averageDaysToPay: average?.averageDays ?? null,
      paidInvoices: row?.paidInvoices ?? 0,
    };
  });
}
