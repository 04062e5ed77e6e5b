import {
  paymentWindowStart,
  REMINDER_CALLS,
  type TCustomerAvgPaymentDays,
  type TCustomerPaymentRecord,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { findLiveCustomer } from '../../customers/index.ts';

// How customers pay (spec 001 §2, §7 customerInvoiceLastPayments; 000 §7 allCustomersAvgPaymentDays): paid invoices
// dated in the last 12 months, days from invoice date to the paid date. Credit invoices are no payments and left out.

const paidInWindow = (today: string): SQL => sql`i.status > 0 and i.deleted = 0 and i.amount_open = 0
  and i.paid_date is not null and i.credit_for = 0 and i.amount_incl_vat > 0
  and i.invoice_date >= ${paymentWindowStart(today)}::date and i.invoice_date <= ${today}::date`;

function customerPayments(tx: Db, ownerId: number, customerId: number, today: string) {
  return queryRows<TCustomerPaymentRecord>(
    tx,
    sql`select i.invoice_date::text as invoice_date, (i.paid_date - i.invoice_date) as payment_after_days
        from invoices i
        where i.owner_id = ${ownerId} and i.customer_id = ${customerId} and ${paidInWindow(today)}
        order by i.invoice_date, i.id`,
  );
}

/** Average days to pay per customer (one decimal), over the same window. */
export function averagePaymentDaysByCustomer(tx: Db, ownerId: number, today: string, customerId?: number) {
  return queryRows<TCustomerAvgPaymentDays>(
    tx,
    sql`select i.customer_id as "customerId", round(avg(i.paid_date - i.invoice_date), 1)::float8 as "averageDays",
          count(*)::int as invoices
        from invoices i
        where i.owner_id = ${ownerId} and ${paidInWindow(today)}
          ${customerId === undefined ? sql`` : sql`and i.customer_id = ${customerId}`}
        group by i.customer_id order by i.customer_id`,
  );
}

export function registerPaymentBehaviourRoutes(r: CallRegistrar): void {
  r.handle(REMINDER_CALLS.customerInvoiceLastPayments, async (ctx, body) => {
    if (!(await findLiveCustomer(ctx.tx, ctx.ownerId, body.id)))
      throw fail('record.notFound', { entity: 'Customer', id: body.id });
    return customerPayments(ctx.tx, ctx.ownerId, body.id, todayIso());
  });

  r.handle(REMINDER_CALLS.allCustomersAvgPaymentDays, (ctx) =>
    averagePaymentDaysByCustomer(ctx.tx, ctx.ownerId, todayIso()),
  );
}
