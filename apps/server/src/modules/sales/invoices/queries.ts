import {
  INVOICE_STATUS,
  type Locale,
  type TInvoice,
  type TInvoiceDetail,
  type TInvoiceListRow,
  type TInvoiceRow,
  type TVatAmount,
} from '@backoffice/domain';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  customers,
  invoiceReminders,
  invoices,
  paymentConnects,
  payments,
  projects,
} from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';

// Reading invoices in the API's shape: the customer's and project's names and the credited invoice's number joined in.

const credited = alias(invoices, 'credited');

/** The joins of an invoice to its customer and project (names, search). */
export const customerJoin = (ownerId: number) =>
  and(eq(customers.ownerId, ownerId), eq(customers.id, invoices.customerId));
export const projectJoin = (ownerId: number) => and(eq(projects.ownerId, ownerId), eq(projects.id, invoices.projectId));
const creditedJoin = (ownerId: number) => and(eq(credited.ownerId, ownerId), eq(credited.id, invoices.creditFor));

const invoiceListColumns = {
  id: invoices.id,
  number: invoices.number,
  customerId: invoices.customerId,
  customerName: sql<string>`coalesce(${customers.name}, '')`,
  customerNumber: sql<number>`coalesce(${customers.number}, 0)`,
  projectId: invoices.projectId,
  projectName: sql<string>`coalesce(${projects.name}, '')`,
  invoiceDate: invoices.invoiceDate,
  bookDate: invoices.bookDate,
  expiryDate: invoices.expiryDate,
  paymentDays: invoices.paymentDays,
  status: invoices.status,
  amountExVat: invoices.amountExVat,
  amountInclVat: invoices.amountInclVat,
  amountOpen: invoices.amountOpen,
  locale: invoices.locale,
  startPeriod: invoices.startPeriod,
  endPeriod: invoices.endPeriod,
  period: invoices.period,
  sent: invoices.sent,
  creditFor: invoices.creditFor,
  creditForNumber: credited.number,
  uploadId: invoices.uploadId,
  paidDate: invoices.paidDate,
  deleted: invoices.deleted,
  paymentReference: sql<string>`coalesce(${invoices.paymentReference}, '')`,
};

const invoiceColumns = {
  ...invoiceListColumns,
  vatAmounts: invoices.vatAmounts,
  rows: invoices.rows,
  address: invoices.address,
  textAbove: invoices.textAbove,
  textBelow: invoices.textBelow,
};

/** The invoice list query with its joins (customer, project, credited invoice); callers add conditions and order. */
export function selectInvoiceList(tx: Db, ownerId: number) {
  return tx
    .select(invoiceListColumns)
    .from(invoices)
    .leftJoin(customers, customerJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .leftJoin(credited, creditedJoin(ownerId))
    .$dynamic();
}

type InvoiceRecord = Awaited<ReturnType<typeof findInvoiceRecord>>;

async function findInvoiceRecord(tx: Db, ownerId: number, id: number, lock: boolean) {
  const query = tx
    .select(invoiceColumns)
    .from(invoices)
    .leftJoin(customers, customerJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .leftJoin(credited, creditedJoin(ownerId))
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, id)));
  // Locks the invoice row alone (OF invoices): the customer, project and credited invoice joined in stay unlocked.
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  return row;
}

/** A list record in the API's shape. */
export function toListRow(
  row: Awaited<ReturnType<ReturnType<typeof selectInvoiceList>['execute']>>[number],
): TInvoiceListRow {
  return { ...row, locale: row.locale as Locale, sent: row.sent as TInvoice['sent'] };
}

function toInvoice(row: NonNullable<InvoiceRecord>): TInvoice {
  return {
    ...row,
    locale: row.locale as Locale,
    sent: row.sent as TInvoice['sent'],
    vatAmounts: row.vatAmounts as TVatAmount[],
    rows: row.rows as TInvoiceRow[],
    address: row.address as TInvoice['address'],
  };
}

/** A live invoice of the owner, or 404. `lock` takes the row lock first (every change of an invoice does). */
export async function findInvoice(tx: Db, ownerId: number, id: number, lock = false): Promise<TInvoice> {
  const row = await findInvoiceRecord(tx, ownerId, id, lock);
  if (!row || row.deleted) throw fail('record.notFound', { entity: 'Invoice', id });
  return toInvoice(row);
}

/** getInvoice: the invoice with its payments, reminders and the credit invoices made for it. */
export async function loadInvoiceDetail(tx: Db, ownerId: number, id: number): Promise<TInvoiceDetail> {
  const invoice = await findInvoice(tx, ownerId, id);
  const paid = await invoicePayments(tx, ownerId, id);
  const reminders = await tx
    .select({
      id: invoiceReminders.id,
      reminderDate: invoiceReminders.reminderDate,
      level: invoiceReminders.level,
      template: invoiceReminders.template,
      subject: invoiceReminders.subject,
      address: invoiceReminders.address,
      isCopy: invoiceReminders.isCopy,
    })
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.ownerId, ownerId), eq(invoiceReminders.invoiceId, id)))
    .orderBy(asc(invoiceReminders.reminderDate), asc(invoiceReminders.id));
  const credits = await creditsOf(tx, ownerId, id);
  return { ...invoice, payments: paid, reminders, credits };
}

/** The live payments connected to an invoice, oldest first. */
function invoicePayments(tx: Db, ownerId: number, invoiceId: number) {
  return tx
    .select({
      id: paymentConnects.id,
      paymentId: payments.id,
      date: payments.date,
      amount: paymentConnects.amount,
      description: payments.description,
    })
    .from(paymentConnects)
    .innerJoin(payments, and(eq(payments.ownerId, ownerId), eq(payments.id, paymentConnects.paymentId)))
    .where(
      and(
        eq(paymentConnects.ownerId, ownerId),
        eq(paymentConnects.invoiceId, invoiceId),
        // A suggestion of the matching pays nothing until someone confirms it.
        eq(paymentConnects.verified, 1),
        eq(paymentConnects.deleted, 0),
        eq(payments.deleted, 0),
      ),
    )
    .orderBy(asc(payments.date), asc(paymentConnects.id));
}

/** The live credit invoices of an invoice (drafts too), oldest first. */
export function creditsOf(tx: Db, ownerId: number, invoiceId: number) {
  return tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.creditFor, invoiceId), eq(invoices.deleted, 0)))
    .orderBy(asc(invoices.id));
}

/** The customer's invoiced invoices with something open, oldest first (openInvoicesCustomer, reminder letters). */
export async function customerOpenInvoices(tx: Db, ownerId: number, customerId: number): Promise<TInvoiceListRow[]> {
  const rows = await selectInvoiceList(tx, ownerId)
    .where(
      and(
        eq(invoices.ownerId, ownerId),
        eq(invoices.customerId, customerId),
        eq(invoices.deleted, 0),
        gt(invoices.status, INVOICE_STATUS.draft),
        ne(invoices.amountOpen, 0),
      ),
    )
    .orderBy(invoices.invoiceDate, invoices.id);
  return rows.map(toListRow);
}
