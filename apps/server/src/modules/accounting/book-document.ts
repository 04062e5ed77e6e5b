import {
  type BookingAccounts,
  type BookingLine,
  type BookingResult,
  DIARY_KIND,
  DOCUMENT_KIND,
  PROCESSING_STATUS,
  purchaseBookingLines,
  rebookDate,
  rebookLines,
  rowAmount,
  saleBookingLines,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, customers, diaries, invoices, purchaseRows, purchases, suppliers } from '../../db/schema/index.ts';
import { readOnce } from '../../platform/tx-reads.ts';
import { ensureLedgerDefaults, linkedLists } from './ledger-defaults.ts';
import { setProcessingStates } from './processing-state.ts';
import { accountingSettingsOf } from './settings-store.ts';
import { writeBookings } from './write-bookings.ts';

// The system's bookings of documents: an invoiced sales invoice and a definitive purchase become balanced lines in
// their diary (booking-rules.ts in the domain). Booking again after a change adds counter lines and new lines; a
// document whose accounts are missing gets processing status 9 with the reason, and its invoicing goes on.

interface Booked {
  kind: number;
  id: number;
  number: string;
  date: string;
  diaryKind: number;
  result: BookingResult;
}

async function bookingAccounts(tx: Db, ownerId: number): Promise<BookingAccounts> {
  const lists = await linkedLists(tx, ownerId);
  const byId = (items: { id: number; name: string; ledgerAccountId: number }[]) =>
    new Map(items.map((i) => [i.id, { name: i.name, ledgerAccountId: i.ledgerAccountId }]));
  return {
    settings: await accountingSettingsOf(tx, ownerId),
    vatCodes: byId(lists.vatCodes),
    workTypes: byId(lists.workTypes),
    purchaseTypes: byId(lists.purchaseTypes),
  };
}

interface VatLineJson {
  vatCode: number;
  vat: number;
}
interface InvoiceRowJson {
  units: number;
  unitPrice: number;
  vatCode: number;
  workTypeId: number;
}

/** An invoiced sales invoice as its booking reads it. */
interface SaleToBook {
  id: number;
  number: number;
  /** The book date, else the invoice date. */
  date: string;
  customerId: number;
  customerName: string;
  customerLedgerAccountId: number;
  amountInclVat: number;
  rows: InvoiceRowJson[];
  vatAmounts: VatLineJson[];
}

function saleBooked(sale: SaleToBook, accounts: BookingAccounts): Booked {
  const rows = sale.rows.map((row) => ({
    workTypeId: row.workTypeId,
    vatCodeId: row.vatCode,
    amount: rowAmount(row.units, row.unitPrice),
  }));
  return {
    kind: DOCUMENT_KIND.salesInvoice,
    id: sale.id,
    number: String(sale.number),
    date: sale.date,
    diaryKind: DIARY_KIND.sales,
    result: saleBookingLines({ ...sale, rows }, accounts),
  };
}

async function saleDocument(tx: Db, ownerId: number, id: number, accounts: BookingAccounts): Promise<Booked | null> {
  const [found] = await tx
    .select({ invoice: invoices, customerAccount: customers.ledgerAccountId })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.ownerId, invoices.ownerId), eq(customers.id, invoices.customerId)))
    .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, id)));
  const invoice = found?.invoice;
  if (!invoice || invoice.status < 1 || invoice.number === null) return null;
  const address = invoice.address as { name?: string };
  const sale = {
    id,
    number: invoice.number,
    date: invoice.bookDate ?? invoice.invoiceDate ?? todayIso(),
    customerId: invoice.customerId,
    customerName: address.name ?? '',
    customerLedgerAccountId: found.customerAccount ?? 0,
    amountInclVat: invoice.amountInclVat,
    rows: invoice.rows as InvoiceRowJson[],
    vatAmounts: invoice.vatAmounts as VatLineJson[],
  };
  return saleBooked(sale, accounts);
}

async function purchaseDocument(
  tx: Db,
  ownerId: number,
  id: number,
  accounts: BookingAccounts,
): Promise<Booked | null> {
  const [purchase] = await tx
    .select({ purchase: purchases, supplierName: suppliers.name, supplierAccount: suppliers.ledgerAccountId })
    .from(purchases)
    .leftJoin(suppliers, and(eq(suppliers.ownerId, purchases.ownerId), eq(suppliers.id, purchases.supplierId)))
    .where(and(eq(purchases.ownerId, ownerId), eq(purchases.id, id)));
  if (!purchase || purchase.purchase.status < 1 || purchase.purchase.number < 1) return null;
  const rows = await tx
    .select()
    .from(purchaseRows)
    .where(and(eq(purchaseRows.ownerId, ownerId), eq(purchaseRows.purchaseId, id)))
    .orderBy(asc(purchaseRows.position));
  const p = purchase.purchase;
  const doc = {
    supplierId: p.supplierId,
    supplierName: purchase.supplierName ?? '',
    supplierLedgerAccountId: purchase.supplierAccount ?? 0,
    amountInclVat: p.amountInclVat,
    rows: rows.map((r) => ({
      purchaseTypeId: r.purchaseTypeId,
      vatCodeId: r.vatCodeId,
      amount: r.amount,
      reverseCharge: r.reverseCharge,
    })),
    vatAmounts: p.vatAmounts as VatLineJson[],
  };
  return {
    kind: DOCUMENT_KIND.purchaseInvoice,
    id,
    number: String(p.number),
    date: p.bookDate,
    diaryKind: DIARY_KIND.purchase,
    result: purchaseBookingLines(doc, accounts),
  };
}

/** The diary the system books a kind of document in: the owner's first of that kind, else the first at all. */
export function diaryFor(tx: Db, ownerId: number, kind: number): Promise<number> {
  return readOnce(tx, `diaryFor:${ownerId}:${kind}`, async () => {
    const [diary] = await tx
      .select({ id: diaries.id })
      .from(diaries)
      .where(and(eq(diaries.ownerId, ownerId), eq(diaries.deleted, 0)))
      .orderBy(sql`${diaries.kind} <> ${kind}`, asc(diaries.number), asc(diaries.id))
      .limit(1);
    return diary?.id ?? 0;
  });
}

async function bookedLines(tx: Db, ownerId: number, kind: number, id: number): Promise<BookingLine[]> {
  return tx
    .select({
      accountId: bookings.accountId,
      debit: bookings.debit,
      credit: bookings.credit,
      description: bookings.description,
      vatCodeId: bookings.vatCodeId,
      customerId: bookings.customerId,
      supplierId: bookings.supplierId,
    })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ownerId), eq(bookings.documentKind, kind), eq(bookings.documentId, id)));
}

/**
 * Books one document (again): its lines, or counter lines and new lines when what is booked differs, dated on its book
 * date the first time and on the day of the change after (never before the book date). Answers the status it got.
 * Invoicing, which has just written the invoice, passes it as `sale` rather than have it read again.
 */
export async function bookDocument(
  tx: Db,
  ownerId: number,
  userId: number,
  kind: typeof DOCUMENT_KIND.salesInvoice | typeof DOCUMENT_KIND.purchaseInvoice,
  id: number,
  sale?: SaleToBook,
): Promise<number> {
  await ensureLedgerDefaults(tx, ownerId);
  const accounts = await bookingAccounts(tx, ownerId);
  const doc =
    kind === DOCUMENT_KIND.salesInvoice
      ? sale
        ? saleBooked(sale, accounts)
        : await saleDocument(tx, ownerId, id, accounts)
      : await purchaseDocument(tx, ownerId, id, accounts);
  if (!doc) return PROCESSING_STATUS.notYet;
  const failed = (reason: string, params: Record<string, string | number>) =>
    setProcessingStates(tx, ownerId, [
      { documentKind: kind, documentId: id, status: PROCESSING_STATUS.failed, reason, params },
    ]).then(() => PROCESSING_STATUS.failed);
  if (doc.result.failure) return failed(doc.result.failure.reason, doc.result.failure.params);
  const booked = await bookedLines(tx, ownerId, kind, id);
  const { counter, lines } = rebookLines(booked, doc.result.lines);
  if (counter.length + lines.length > 0) {
    const group = {
      diaryId: await diaryFor(tx, ownerId, doc.diaryKind),
      documentKind: kind,
      documentId: id,
      documentNumber: doc.number,
      date: rebookDate(booked.length > 0, doc.date, todayIso()),
      counter,
      lines,
    };
    const [refused] = await writeBookings(tx, ownerId, userId, [group]);
    if (refused) return failed('accounting.periodClosed', refused.params);
  }
  await setProcessingStates(tx, ownerId, [{ documentKind: kind, documentId: id, status: PROCESSING_STATUS.done }]);
  return PROCESSING_STATUS.done;
}
