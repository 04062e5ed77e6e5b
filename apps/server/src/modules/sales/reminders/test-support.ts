import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { day } from '../../../test/fixtures/customers.ts';
import type { TestApp } from '../../../test/harness.ts';

// Fixtures of the reminder tests: customers and invoices straight in the database (the invoicing calls are another
// slice's), so each test states exactly the invoice it is about.

export { day } from '../../../test/fixtures/customers.ts';

async function insertReturningId(app: TestApp, ownerId: number, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await withTenant(app.database, ownerId, (tx) => queryRows<{ id: number }>(tx, query));
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no id');
  return id;
}

let customerNumber = 9000;
export interface CustomerFixture {
  name?: string;
  paymentDays?: number;
  locale?: string;
  invoiceToEmail?: string;
  invoiceReminderEmail?: string;
  managementId?: number;
  overrideManagementEmail?: number;
}

export function insertCustomer(app: TestApp, ownerId: number, values: CustomerFixture = {}): Promise<number> {
  const number = ++customerNumber;
  return insertReturningId(
    app,
    ownerId,
    sql`insert into customers (owner_id, number, name, payment_days, locale, invoice_to_email, invoice_reminder_email,
          management_id, override_management_email)
        values (${ownerId}, ${number}, ${values.name ?? `Klant ${number}`}, ${values.paymentDays ?? 14},
          ${values.locale ?? 'nl'}, ${values.invoiceToEmail ?? `facturen${number}@klant.example`},
          ${values.invoiceReminderEmail ?? ''}, ${values.managementId ?? 0}, ${values.overrideManagementEmail ?? 0})
        returning id`,
  );
}

let invoiceNumber = 70000;
export interface InvoiceFixture {
  customerId: number;
  /** Days before today (default 40). */
  age?: number;
  bookDate?: string | null;
  paymentDays?: number;
  status?: number;
  amountInclVat?: number;
  amountOpen?: number;
  deleted?: number;
  paidDate?: string | null;
  projectId?: number;
  rows?: unknown[];
  creditFor?: number;
  number?: number | null;
}

/** An invoiced, open invoice unless told otherwise; returns its id and number. */
export async function insertInvoice(
  app: TestApp,
  ownerId: number,
  values: InvoiceFixture,
): Promise<{ id: number; number: number }> {
  const number = values.number === undefined ? ++invoiceNumber : values.number;
  const invoiceDate = day(-(values.age ?? 40));
  const paymentDays = values.paymentDays ?? 14;
  const inclVat = values.amountInclVat ?? 12_100;
  const id = await insertReturningId(
    app,
    ownerId,
    sql`insert into invoices (owner_id, number, customer_id, project_id, invoice_date, book_date, expiry_date,
          payment_days, status, amount_ex_vat, amount_incl_vat, amount_open, rows, paid_date, credit_for, deleted)
        values (${ownerId}, ${number}, ${values.customerId}, ${values.projectId ?? 0}, ${invoiceDate},
          ${values.bookDate === undefined ? invoiceDate : values.bookDate}, ${addDays(invoiceDate, paymentDays)},
          ${paymentDays}, ${values.status ?? 1}, ${Math.round(inclVat / 1.21)}, ${inclVat},
          ${values.amountOpen ?? inclVat}, ${JSON.stringify(values.rows ?? [])}::jsonb, ${values.paidDate ?? null},
          ${values.creditFor ?? 0}, ${values.deleted ?? 0})
        returning id`,
  );
  return { id, number: number ?? 0 };
}

/** A reminder sent earlier (as the screen would have stored it). */
export function insertReminder(
  app: TestApp,
  ownerId: number,
  invoiceId: number,
  customerId: number,
  reminderDate: string,
  level = 1,
): Promise<number> {
  return insertReturningId(
    app,
    ownerId,
    sql`insert into invoice_reminders (owner_id, invoice_id, customer_id, address, reminder_date, level, template,
          subject, text_1)
        values (${ownerId}, ${invoiceId}, ${customerId}, 'earlier@klant.example', ${reminderDate}, ${level},
          ${`reminder_${level}`}, 'Earlier reminder', '<p>Earlier</p>')
        returning id`,
  );
}

/** Rows of a table of one owner (behind the tenant wall), e.g. to prove a refused call wrote nothing. */
export async function ownerRows<T>(app: TestApp, ownerId: number, query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(app.database, ownerId, (tx) => queryRows<T>(tx, query));
}
