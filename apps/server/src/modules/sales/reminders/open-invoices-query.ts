import {
  daysOverTime,
  mailLocale,
  type OpenInvoiceColumn,
  reminderRecipient,
  type TOpenInvoiceRow,
  type TOpenInvoicesRequest,
  type TOpenInvoicesResponse,
  type TOpenInvoiceTotals,
  type TReminder,
} from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { remindersHeldSql } from '../../payments/index.ts';

// openInvoicesV2 in SQL: the filters once (whereOpen); the matches are read once, into a materialised set of ids and
// sort keys from which both the totals and the page come; the joins, reminders and project names are read for the
// page's rows only.

export type OpenInvoicesFilter = Omit<TOpenInvoicesRequest, 'export' | 'visibleColumns' | 'titles' | 'name'>;

const daysOpenSql = (today: string) => sql`(${today}::date - i.invoice_date)`;
const reminderExists = sql`exists (select 1 from invoice_reminders r
  where r.owner_id = i.owner_id and r.invoice_id = i.id and r.is_copy = 0)`;

/**
 * Invoiced (status > 0), not deleted, not settled (amount_open <> 0: a credit's negative balance is open too), booked
 * on or before the end date; then the screen's filters. The first three conditions are the partial index's predicate.
 * Status: 0 within the payment term, 1 overdue (days open > payment term), 2 all. Reminder sent: 0 none, 1 some, -1 all.
 */
export function whereOpen(ownerId: number, filter: OpenInvoicesFilter, today: string): SQL {
  const conditions: SQL[] = [
    sql`i.owner_id = ${ownerId}`,
    sql`i.status > 0 and i.amount_open <> 0 and i.deleted = 0`,
    sql`coalesce(i.book_date, i.invoice_date) <= ${filter.endDate}::date`,
  ];
  const days = daysOpenSql(today);
  if (filter.status === 0) conditions.push(sql`${days} <= i.payment_days`);
  if (filter.status === 1) conditions.push(sql`${days} > i.payment_days`);
  if (filter.reminderSent === 0) conditions.push(sql`not ${reminderExists}`);
  if (filter.reminderSent === 1) conditions.push(reminderExists);
  if (filter.customerId > 0) conditions.push(sql`i.customer_id = ${filter.customerId}`);
  if (filter.projectId > 0) {
    // The invoice's project, or one of its rows' projects.
    conditions.push(sql`(i.project_id = ${filter.projectId}
      or i.rows @> jsonb_build_array(jsonb_build_object('projectId', ${filter.projectId}::int)))`);
  }
  if (filter.minDays > 0) conditions.push(sql`${days} >= ${filter.minDays}`);
  if (filter.invoiceNumber > 0) conditions.push(sql`i.number = ${filter.invoiceNumber}`);
  return sql.join(conditions, sql` and `);
}

const ZERO_TOTALS: TOpenInvoiceTotals = {
  customersOpenInvoices: 0,
  openInvoices: 0,
  totalInclVat: 0,
  totalOpenAmount: 0,
};

/** Sort expressions of the whitelisted columns (the request schema admits no other), with the join each needs. */
function orderFor(orderBy: OpenInvoiceColumn, ownerId: number, today: string): { expr: SQL; join: SQL } {
  const none = sql``;
  const customers = sql`left join customers c on c.owner_id = i.owner_id and c.id = i.customer_id`;
  // The reminders of all the owner's invoices counted once (a hash join), not looked up per match.
  const reminders = sql`left join (select r.invoice_id, count(*)::int as cnt, max(r.reminder_date) as last_date
      from invoice_reminders r where r.owner_id = ${ownerId} and r.is_copy = 0 group by r.invoice_id) rs
    on rs.invoice_id = i.id`;
  switch (orderBy) {
    case 'customerNumber':
      return { expr: sql`c.number`, join: customers };
    case 'customer':
      return { expr: sql`lower(c.name)`, join: customers };
    case 'invoiceNumber':
      return { expr: sql`i.number`, join: none };
    case 'paymentTerm':
      return { expr: sql`i.payment_days`, join: none };
    case 'daysOpen':
      return { expr: daysOpenSql(today), join: none };
    case 'amountInclVat':
      return { expr: sql`i.amount_incl_vat`, join: none };
    case 'openAmount':
      return { expr: sql`i.amount_open`, join: none };
    case 'daysLastReminder':
      return { expr: sql`(${today}::date - rs.last_date)`, join: reminders };
    case 'reminders':
      return { expr: sql`coalesce(rs.cnt, 0)`, join: reminders };
    default:
      return { expr: sql`i.invoice_date`, join: none };
  }
}

/** The matches as (id, sort key) with every column the totals need. */
function matchesSql(ownerId: number, filter: OpenInvoicesFilter, today: string): SQL {
  const order = orderFor(filter.orderBy, ownerId, today);
  return sql`select i.id, i.customer_id, i.amount_incl_vat, i.amount_open, ${order.expr} as sort_key
    from invoices i ${order.join} where ${whereOpen(ownerId, filter, today)}`;
}

/** Without a reminder (or a customer) the sort key is null: such rows come last either way; ties by invoice id. */
const orderSql = (filter: OpenInvoicesFilter, alias: SQL) =>
  filter.descending
    ? sql`${alias}.sort_key desc nulls last, ${alias}.id desc`
    : sql`${alias}.sort_key asc nulls last, ${alias}.id asc`;

/** The row columns of the invoices listed in `ids` (a relation with id and sort_key), in the requested order. */
function detailsSql(ownerId: number, ids: SQL, filter: OpenInvoicesFilter, today: string): SQL {
  return sql`select i.id, i.number, i.customer_id, i.invoice_date::text as invoice_date, i.payment_days,
      i.amount_incl_vat, i.amount_open, i.sent, c.number as customer_number, c.name as customer_name, c.locale,
      c.invoice_to_email, c.invoice_reminder_email, c.management_id, c.override_management_email,
      m.invoice_to_email as m_to, m.invoice_reminder_email as m_reminder,
      ${daysOpenSql(today)} as days_open, ${remindersHeldSql(ownerId, sql`i.customer_id`)} as held,
      (select ${today}::date - max(r.reminder_date) from invoice_reminders r
        where r.owner_id = i.owner_id and r.invoice_id = i.id and r.is_copy = 0) as days_last,
      (select array_agg(distinct p.name) from (
          select i.project_id as id
          union select (x->>'projectId')::int from jsonb_array_elements(
            case when jsonb_typeof(i.rows) = 'array' then i.rows else '[]'::jsonb end) x
          where x->>'projectId' ~ '^[0-9]{1,9}$') ids
        join projects p on p.owner_id = i.owner_id and p.id = ids.id) as projects,
      (select json_agg(json_build_object('id', r.id, 'invoice_id', r.invoice_id, 'customer_id', r.customer_id,
          'address', r.address, 'reminder_date', r.reminder_date::text, 'level', r.level, 'subject', r.subject,
          'text_1', r.text_1, 'template', r.template) order by r.reminder_date, r.id)
        from invoice_reminders r where r.owner_id = i.owner_id and r.invoice_id = i.id and r.is_copy = 0) as reminders
    from ${ids} ids join invoices i on i.owner_id = ${ownerId} and i.id = ids.id
      left join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
      left join customers m on m.owner_id = i.owner_id and m.id = c.management_id and c.management_id > 0
    order by ${orderSql(filter, sql`ids`)}`;
}

/** One page (perPage 0: every match) and the totals of every match, from one read of the matches. */
export async function openInvoicesPage(
  tx: Db,
  ownerId: number,
  filter: OpenInvoicesFilter,
  today: string,
): Promise<TOpenInvoicesResponse> {
  const limit = filter.perPage > 0 ? sql`limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}` : sql``;
  const [answer] = await queryRows<{ totals: TOpenInvoiceTotals | null; rows: RawRow[] | null }>(
    tx,
    sql`with matches as materialized (${matchesSql(ownerId, filter, today)}),
      page as (select id, sort_key from matches order by ${orderSql(filter, sql`matches`)} ${limit})
    select
      (select json_build_object('customersOpenInvoices', (select count(*) from (select customer_id from matches
            group by customer_id) customers), 'openInvoices', count(*),
          'totalInclVat', coalesce(sum(amount_incl_vat), 0), 'totalOpenAmount', coalesce(sum(amount_open), 0))
        from matches) as totals,
      (select json_agg(d) from (${detailsSql(ownerId, sql`page`, filter, today)}) d) as rows`,
  );
  return { rows: (answer?.rows ?? []).map(toRow), totals: answer?.totals ?? ZERO_TOTALS };
}

/** Every match in the requested order (the export), without totals. */
export async function openInvoiceRows(
  tx: Db,
  ownerId: number,
  filter: OpenInvoicesFilter,
  today: string,
): Promise<TOpenInvoiceRow[]> {
  const rows = await queryRows<RawRow>(
    tx,
    sql`with matches as materialized (${matchesSql(ownerId, filter, today)})
      ${detailsSql(ownerId, sql`matches`, filter, today)}`,
  );
  return rows.map(toRow);
}

interface RawRow {
  id: number;
  number: number;
  customer_id: number;
  invoice_date: string;
  payment_days: number;
  amount_incl_vat: number;
  amount_open: number;
  sent: unknown;
  customer_number: number | null;
  customer_name: string | null;
  locale: string | null;
  invoice_to_email: string | null;
  invoice_reminder_email: string | null;
  management_id: number | null;
  override_management_email: number | null;
  m_to: string | null;
  m_reminder: string | null;
  projects: string[] | null;
  reminders: TReminder[] | null;
  days_open: number;
  days_last: number | null;
  held: boolean;
}

function toRow(row: RawRow): TOpenInvoiceRow {
  const reminders = row.reminders ?? [];
  const address = reminderRecipient(
    {
      invoiceToEmail: row.invoice_to_email ?? '',
      invoiceReminderEmail: row.invoice_reminder_email ?? '',
      managementId: row.management_id ?? 0,
      overrideManagementEmail: row.override_management_email ?? 0,
    },
    row.m_to === null ? null : { invoiceToEmail: row.m_to, invoiceReminderEmail: row.m_reminder ?? '' },
  );
  return {
    uid: row.id,
    invoice: {
      id: row.id,
      number: row.number,
      customerId: row.customer_id,
      address,
      locale: mailLocale(row.locale),
      reminders,
      sent: Array.isArray(row.sent) ? row.sent : [],
    },
    invoiceDate: row.invoice_date,
    customerNumber: row.customer_number ?? 0,
    customer: row.customer_name ?? '',
    project: row.projects ?? [],
    invoiceNumber: row.number,
    paymentTerm: row.payment_days,
    daysOpen: row.days_open,
    daysOverTime: daysOverTime(row.days_open, row.payment_days),
    amountInclVat: row.amount_incl_vat,
    openAmount: row.amount_open,
    daysLastReminder: row.days_last,
    lastReminderOverTime: daysOverTime(row.days_last, row.payment_days),
    reminders: reminders.length,
    checked: false,
    remindersHeld: row.held,
  };
}
