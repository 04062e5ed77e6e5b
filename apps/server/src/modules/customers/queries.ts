import { CUSTOMER_LIST_FIELDS, CUSTOMER_VIEWS, type RecordView, type TCustomer } from '@backoffice/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { customers, projects, works } from '../../db/schema/index.ts';
import { readOnce } from '../../platform/tx-reads.ts';

// Reading customers in the list shape: active, projectCount and managementName are derived by the database.

const customerColumns = {
  id: customers.id,
  number: customers.number,
  name: customers.name,
  searchName: customers.searchName,
  tav: customers.tav,
  country: customers.country,
  locale: customers.locale,
  clientType: customers.clientType,
  gPercentage: customers.gPercentage,
  cocNumber: customers.cocNumber,
  vatNumber: customers.vatNumber,
  address: customers.address,
  houseNumber: customers.houseNumber,
  houseAddition: customers.houseAddition,
  postalCode: customers.postalCode,
  city: customers.city,
  latitude: customers.latitude,
  longitude: customers.longitude,
  otherAddress: customers.otherAddress,
  email: customers.email,
  phone: customers.phone,
  remarks: customers.remarks,
  multiProjects: customers.multiProjects,
  isManager: customers.isManager,
  managementId: customers.managementId,
  overrideManagementEmail: customers.overrideManagementEmail,
  joinInvoices: customers.joinInvoices,
  paymentDays: customers.paymentDays,
  bankAccounts: customers.bankAccounts,
  bankAccountsG: customers.bankAccountsG,
  invoiceToEmail: customers.invoiceToEmail,
  invoiceReminderEmail: customers.invoiceReminderEmail,
  deleted: customers.deleted,
  attachUbl: customers.attachUbl,
  ledgerAccountId: customers.ledgerAccountId,
};

export function findCustomerRow(tx: Db, ownerId: number, id: number) {
  return readOnce(tx, `customer:${ownerId}:${id}`, async () => {
    const [row] = await tx
      .select(customerColumns)
      .from(customers)
      .where(and(eq(customers.ownerId, ownerId), eq(customers.id, id)));
    return row;
  });
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerRow>>>;

/** A live (non-deleted) customer or undefined. */
export async function findLiveCustomer(tx: Db, ownerId: number, id: number): Promise<CustomerRow | undefined> {
  const row = id > 0 ? await findCustomerRow(tx, ownerId, id) : undefined;
  return row && !row.deleted ? row : undefined;
}

export interface CustomerListFilter {
  id?: number;
  ids?: number[];
  managersOnly?: boolean;
  /** The answer to a delete shows the deleted customer. */
  withDeleted?: boolean;
}

/**
 * One query for the whole list (spec 001 §4 customer active): customers with an active project (not deleted, not
 * ended, with a work that has not ended), managers with such a managed customer, and project counts are each
 * aggregated once per owner and hash-joined, so the cost grows with the rows, not rows times projects. Each row
 * arrives as one JSON value: decoding 37 columns per row was the slowest part on PGlite (20,000 customers: about
 * three times slower than one json column; on PostgreSQL about equal). The cached list takes the rows as text. The
 * rows are ordered in JS: sorting 20,000 JSON rows spilled to disk in the database (work_mem).
 */
function customerListQuery(ownerId: number, today: string, filter: CustomerListFilter, listView?: RecordView): SQL {
  // The cached list (listView) sends the view's list fields only (every view has number and id, the order below);
  // single customers and managers the whole record.
  const asText = listView !== undefined;
  const wants = (key: string) => !listView || listView.fields.includes(key);
  const keys = asText
    ? CUSTOMER_LIST_FIELDS.filter(wants)
    : (Object.keys(customerColumns) as (keyof typeof customerColumns)[]);
  const derived = [
    wants('customerNumber') ? sql`${customers.number}::text as "customerNumber"` : undefined,
    wants('projectCount') ? sql`coalesce(pc.n, 0) as "projectCount"` : undefined,
    wants('managementName') ? sql`coalesce(m.name, '') as "managementName"` : undefined,
    wants('active')
      ? sql`(ac.id is not null or (${customers.isManager} = 1 and am.id is not null)) as active`
      : undefined,
  ].filter((part): part is SQL => part !== undefined);
  const columns = sql.join(
    [...keys.map((key) => sql`${customerColumns[key]} as ${sql.raw(`"${key}"`)}`), ...derived],
    sql`, `,
  );
  const where = [
    sql`${customers.ownerId} = ${ownerId}`,
    filter.withDeleted ? undefined : sql`${customers.deleted} = 0`,
    filter.id === undefined ? undefined : sql`${customers.id} = ${filter.id}`,
    filter.ids === undefined ? undefined : inArray(customers.id, filter.ids.length > 0 ? filter.ids : [0]),
    filter.managersOnly ? sql`${customers.isManager} = 1` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  // One customer needs the projects of itself and of the customers it manages only, not the owner's whole
  // aggregate (20,000 customers, 5,000 projects on PGlite: about 30 ms per getCustomer or saveCustomer answer).
  const single = filter.id;
  const activeScope =
    single === undefined
      ? sql``
      : sql`and ${projects.customerId} in (select sc.id from ${customers} sc
          where sc.owner_id = ${ownerId} and (sc.id = ${single} or sc.management_id = ${single}))`;
  const countScope = single === undefined ? sql`` : sql`and ${projects.customerId} = ${single}`;
  return sql`with active_customer as (
      select distinct ${projects.customerId} as id from ${projects}
      where ${projects.ownerId} = ${ownerId} and ${projects.deleted} = 0 and ${projects.customerId} > 0
        and ${projects.endDate} >= ${today} ${activeScope}
        and exists (select 1 from ${works} where ${works.ownerId} = ${ownerId} and ${works.projectId} = ${projects.id}
          and ${works.deleted} = 0 and ${works.endDate} >= ${today})
    ), active_manager as (
      select distinct mc.management_id as id from ${customers} mc join active_customer a on a.id = mc.id
      where mc.owner_id = ${ownerId} and mc.deleted = 0 and mc.management_id > 0
    ), project_count as (
      select ${projects.customerId} as id, count(*)::int as n from ${projects}
      where ${projects.ownerId} = ${ownerId} and ${projects.deleted} = 0 and ${projects.customerId} > 0 ${countScope}
      group by ${projects.customerId}
    )
    select x.number, x.id, row_to_json(x)${sql.raw(asText ? '::text' : '')} as customer from (
    select ${columns}
    from ${customers}
      left join project_count pc on pc.id = ${customers.id}
      left join active_customer ac on ac.id = ${customers.id}
      left join active_manager am on am.id = ${customers.id}
      left join ${customers} m on m.owner_id = ${customers.ownerId} and m.id = ${customers.managementId}
        and ${customers.managementId} > 0
    where ${sql.join(where, sql` and `)}) x`;
}

interface ListRow<T> {
  number: number;
  id: number;
  customer: T;
}

async function listRows<T>(tx: Db, query: SQL): Promise<T[]> {
  const rows = await queryRows<ListRow<T>>(tx, query);
  rows.sort((a, b) => a.number - b.number || a.id - b.id);
  return rows.map((row) => row.customer);
}

/** Non-deleted customers of the owner in the API shape, ordered by number. */
export async function listCustomers(
  tx: Db,
  ownerId: number,
  today: string,
  filter: CustomerListFilter = {},
): Promise<TCustomer[]> {
  return listRows<TCustomer>(tx, customerListQuery(ownerId, today, filter));
}

/**
 * allCustomers in the view's fields as JSON text made by the database (stored as is by the list cache: no parse and
 * serialise).
 */
export async function listCustomersJson(
  tx: Db,
  ownerId: number,
  today: string,
  view: RecordView = CUSTOMER_VIEWS.full.list,
): Promise<string> {
  return `[${(await listRows<string>(tx, customerListQuery(ownerId, today, {}, view))).join(',')}]`;
}

/** One customer in the list shape; deleted ones only when asked (the answer to a delete). */
export async function loadCustomer(
  tx: Db,
  ownerId: number,
  id: number,
  today: string,
  withDeleted = false,
): Promise<TCustomer | undefined> {
  const [customer] = await listCustomers(tx, ownerId, today, { id, withDeleted });
  return customer;
}
