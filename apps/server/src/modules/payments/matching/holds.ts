import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the customer `customerId` (an SQL expression of the caller's query, e.g. `i.customer_id`) has a payment
 * holding its reminders: money from its known account that the matching could not place, not yet linked, hidden or
 * marked as seen (payments.holds_reminders, set by analyse.ts). A managed customer's reminders are held by such a
 * payment of its management company too: the manager may have paid for it. Read by the open invoices, the reminder
 * sends and Home.
 */
export const remindersHeldSql = (ownerId: number, customerId: SQL): SQL =>
  sql`exists (select 1 from payments hp where hp.owner_id = ${ownerId} and hp.holds_reminders = 1 and hp.deleted = 0
    and hp.hidden = 0 and (hp.customer_id = ${customerId} or hp.customer_id = (select hm.management_id from customers hm
      where hm.owner_id = ${ownerId} and hm.id = ${customerId} and hm.management_id > 0)))`;
