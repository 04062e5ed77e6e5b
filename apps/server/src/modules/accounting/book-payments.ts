import {
  type BookingLine,
  type BookingResult,
  DIARY_KIND,
  DOCUMENT_KIND,
  PROCESSING_STATUS,
  paymentBookingLines,
  paymentLinkBookingLines,
  rebookDate,
  rebookLines,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { diaryFor } from './book-document.ts';
import { ensureLedgerDefaults, linkedLists } from './ledger-defaults.ts';
import { type ProcessingState, setProcessingStates } from './processing-state.ts';
import { accountingSettingsOf } from './settings-store.ts';
import { type BookingGroup, writeBookings } from './write-bookings.ts';

// The system's bookings of payments (document kind 2) and their links (kind 3), set-based: a bank import of
// thousands of lines or a matching run books them all in a few statements. Every change of a payment or a link books
// the payment and all its links again; what differs is countered and booked anew (rebookLines), nothing else is
// written, so booking twice books nothing more.

interface PaymentRow {
  id: number;
  accountId: number;
  date: string;
  amount: number;
  customerId: number;
  supplierId: number;
  text: string;
  live: boolean;
}

interface LinkRow {
  id: number;
  paymentId: number;
  invoiceId: number;
  purchaseId: number;
  amount: number;
  live: boolean;
  number: string;
  customerId: number;
  supplierId: number;
}

interface BookedRow extends BookingLine {
  kind: number;
  documentId: number;
}

/** One document to book: its key, date, diary kind, number and target lines (or why it cannot be booked). */
interface Planned {
  kind: number;
  id: number;
  date: string;
  diaryKind: number;
  number: string;
  result: BookingResult;
}

const docKey = (kind: number, id: number) => `${kind}|${id}`;
const ids = (values: readonly number[]) => `{${values.join(',')}}`;

async function readPayments(tx: Db, ownerId: number, paymentIds: readonly number[]) {
  return queryRows<PaymentRow>(
    tx,
    sql`select id, account_id as "accountId", date::text as date, amount, customer_id as "customerId",
        supplier_id as "supplierId", left(coalesce(nullif(cp_name, ''), description), 200) as text,
        (deleted = 0 and hidden = 0 and duplicate = 0) as live
      from payments where owner_id = ${ownerId} and id = any(${ids(paymentIds)}::int[])`,
  );
}

async function readLinks(tx: Db, ownerId: number, paymentIds: readonly number[]) {
  return queryRows<LinkRow>(
    tx,
    sql`select c.id, c.payment_id as "paymentId", c.invoice_id as "invoiceId", c.purchase_id as "purchaseId",
        c.amount, (c.verified = 1 and c.deleted = 0) as live,
        coalesce(i.number::text, u.number::text, '') as number,
        coalesce(i.customer_id, 0) as "customerId", coalesce(u.supplier_id, 0) as "supplierId"
      from payment_connects c
      left join invoices i on i.owner_id = c.owner_id and i.id = c.invoice_id and c.invoice_id > 0
      left join purchases u on u.owner_id = c.owner_id and u.id = c.purchase_id and c.purchase_id > 0
      where c.owner_id = ${ownerId} and c.payment_id = any(${ids(paymentIds)}::int[])`,
  );
}

/** What is booked already of the payments and links, and which of them have a processing state. */
async function readBooked(tx: Db, ownerId: number, paymentIds: readonly number[], linkIds: readonly number[]) {
  const of = sql`(document_kind = ${DOCUMENT_KIND.payment} and document_id = any(${ids(paymentIds)}::int[]))
    or (document_kind = ${DOCUMENT_KIND.paymentLink} and document_id = any(${ids(linkIds)}::int[]))`;
  const lines = await queryRows<BookedRow>(
    tx,
    sql`select document_kind as kind, document_id as "documentId", account_id as "accountId", debit, credit,
        description, vat_code_id as "vatCodeId", customer_id as "customerId", supplier_id as "supplierId"
      from bookings where owner_id = ${ownerId} and (${of}) order by id`,
  );
  const states = await queryRows<{ kind: number; documentId: number }>(
    tx,
    sql`select document_kind as kind, document_id as "documentId" from booking_documents
      where owner_id = ${ownerId} and (${of})`,
  );
  const booked = new Map<string, BookingLine[]>();
  for (const { kind, documentId, ...line } of lines) {
    const key = docKey(kind, documentId);
    booked.set(key, [...(booked.get(key) ?? []), line]);
  }
  return { booked, stated: new Set(states.map((s) => docKey(s.kind, s.documentId))) };
}

/** The payments and their links as documents with their target lines. */
async function plan(tx: Db, ownerId: number, paymentIds: readonly number[]) {
  const settings = await accountingSettingsOf(tx, ownerId);
  const banks = new Map((await linkedLists(tx, ownerId)).bankAccounts.map((bank) => [bank.id, bank]));
  const payments = await readPayments(tx, ownerId, paymentIds);
  const byId = new Map(payments.map((p) => [p.id, p]));
  const links = await readLinks(tx, ownerId, paymentIds);
  const planned: Planned[] = payments.map((p) => ({
    kind: DOCUMENT_KIND.payment,
    id: p.id,
    date: p.date,
    diaryKind: p.accountId > 0 ? DIARY_KIND.bank : DIARY_KIND.cash,
    number: String(p.id),
    result: paymentBookingLines(
      {
        amount: p.amount,
        bank: p.accountId > 0 ? (banks.get(p.accountId) ?? { name: String(p.accountId), ledgerAccountId: 0 }) : null,
        customerId: p.customerId,
        supplierId: p.supplierId,
        description: p.text,
        live: p.live,
      },
      settings,
    ),
  }));
  for (const link of links) {
    const payment = byId.get(link.paymentId);
    if (!payment) continue;
    planned.push({
      kind: DOCUMENT_KIND.paymentLink,
      id: link.id,
      date: payment.date,
      diaryKind: payment.accountId > 0 ? DIARY_KIND.bank : DIARY_KIND.cash,
      number: link.number,
      result: paymentLinkBookingLines(
        { ...link, description: payment.text, live: link.live && payment.live },
        settings,
      ),
    });
  }
  return { planned, linkIds: links.map((l) => l.id) };
}

/**
 * Books the payments and all their links (again), in the caller's transaction. A payment or link whose accounts are
 * missing, or dated in a closed book period, gets processing status 9 with the reason, and the payment itself stands.
 * Answers each booked document's status by `kind|id`.
 */
export async function bookPayments(
  tx: Db,
  ownerId: number,
  userId: number,
  paymentIds: readonly number[],
): Promise<Map<string, number>> {
  const unique = [...new Set(paymentIds)].filter((id) => id > 0);
  const statuses = new Map<string, number>();
  if (unique.length === 0) return statuses;
  await ensureLedgerDefaults(tx, ownerId);
  const { planned, linkIds } = await plan(tx, ownerId, unique);
  const { booked, stated } = await readBooked(tx, ownerId, unique, linkIds);
  const diaries = new Map<number, number>();
  const today = todayIso();
  const states: ProcessingState[] = [];
  const groups: BookingGroup[] = [];
  for (const doc of planned) {
    const key = docKey(doc.kind, doc.id);
    const before = booked.get(key) ?? [];
    // An unverified suggestion never booked: nothing to do, nor a state to keep.
    if (doc.result.lines?.length === 0 && before.length === 0 && !stated.has(key)) continue;
    if (doc.result.failure) {
      const { reason, params } = doc.result.failure;
      states.push({ documentKind: doc.kind, documentId: doc.id, status: PROCESSING_STATUS.failed, reason, params });
      continue;
    }
    states.push({ documentKind: doc.kind, documentId: doc.id, status: PROCESSING_STATUS.done });
    const { counter, lines } = rebookLines(before, doc.result.lines);
    if (counter.length + lines.length === 0) continue;
    if (!diaries.has(doc.diaryKind)) diaries.set(doc.diaryKind, await diaryFor(tx, ownerId, doc.diaryKind));
    groups.push({
      diaryId: diaries.get(doc.diaryKind) ?? 0,
      documentKind: doc.kind,
      documentId: doc.id,
      documentNumber: doc.number,
      date: rebookDate(before.length > 0, doc.date, today),
      counter,
      lines,
    });
  }
  const refused = new Map(
    (await writeBookings(tx, ownerId, userId, groups)).map((r) => [
      docKey(r.group.documentKind, r.group.documentId),
      r,
    ]),
  );
  const final = states.map((state) => {
    const closed = refused.get(docKey(state.documentKind, state.documentId));
    if (!closed) return state;
    return { ...state, status: PROCESSING_STATUS.failed, reason: 'accounting.periodClosed', params: closed.params };
  });
  await setProcessingStates(tx, ownerId, final);
  for (const state of final) statuses.set(docKey(state.documentKind, state.documentId), state.status);
  return statuses;
}

/** The rebook job's way in: a payment, or a link (its payment and links booked again); answers the document's status. */
export async function bookPaymentDocument(tx: Db, ownerId: number, userId: number, kind: number, id: number) {
  let paymentId = id;
  if (kind === DOCUMENT_KIND.paymentLink) {
    const [link] = await queryRows<{ paymentId: number }>(
      tx,
      sql`select payment_id as "paymentId" from payment_connects where owner_id = ${ownerId} and id = ${id}`,
    );
    paymentId = link?.paymentId ?? 0;
  }
  const statuses = await bookPayments(tx, ownerId, userId, [paymentId]);
  return statuses.get(docKey(kind, id)) ?? PROCESSING_STATUS.notYet;
}
