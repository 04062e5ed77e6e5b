import { z } from 'zod';
import { zCode, zFlag, zId, zInt, zIsoDate, zOptionalDate, zOptionalIban, zText } from '../api/fields.ts';
import { ZMatchReason } from './payment-match.ts';

// The payments list, one payment with its links, and the links themselves (spec 001 §3 Payment, Payment connect; §7
// paymentsDateRange, getPayment, savePayment, savePaymentConnect). Money is signed cents: money in is positive.

/** Matched: nothing open; suggested: links wait for a person; unmatched: open without a suggestion. */
export const PAYMENT_MATCH_STATES = ['matched', 'suggested', 'unmatched'] as const;
export type PaymentMatchState = (typeof PAYMENT_MATCH_STATES)[number];

export const ZPaymentRow = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  date: z.string(),
  valueDate: z.string().nullable(),
  amount: z.number().int(),
  amountOpen: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  description: z.string(),
  cpName: z.string(),
  cpAddress: z.string(),
  cpIban: z.string(),
  cpBic: z.string(),
  structuredReference: z.string(),
  sequenceNumber: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  /** A bank statement line (its amount and date are the bank's). */
  bankLine: z.boolean(),
  hidden: z.number().int(),
  duplicate: z.number().int(),
  exported: z.number().int(),
  holdsReminders: z.number().int(),
  state: z.enum(PAYMENT_MATCH_STATES),
});
export type TPaymentRow = z.infer<typeof ZPaymentRow>;

export const PAYMENT_STATE_FILTERS = ['all', ...PAYMENT_MATCH_STATES] as const;
export const PAYMENT_DIRECTIONS = ['all', 'in', 'out'] as const;
/** 0 visible only, 1 hidden only, 2 both. */
export const PAYMENT_HIDDEN_FILTERS = [0, 1, 2] as const;
export const PAYMENT_ORDER_BY = ['date', 'amount', 'amountOpen', 'cpName'] as const;

/** paymentsDateRange (spec 001 §7, §9): a date range (empty: the current month) and filters; accountId -1 all. */
export const ZPaymentsPagedRequest = z.object({
  startDate: zOptionalDate.default(null),
  endDate: zOptionalDate.default(null),
  state: z.enum(PAYMENT_STATE_FILTERS).default('all'),
  direction: z.enum(PAYMENT_DIRECTIONS).default('all'),
  accountId: zInt(-1).default(-1),
  hidden: zCode(PAYMENT_HIDDEN_FILTERS).default(0),
  /** Words each found in the name, description or IBAN; a number like 12,50 also finds the amount. */
  search: zText(100),
  page: zInt(1, 1_000_000).default(1),
  /** Rows per page; 0 answers every row (the export). */
  perPage: zInt(0, 10_000).default(20),
  orderBy: z.enum(PAYMENT_ORDER_BY).default('date'),
  descending: zFlag.default(1),
});
export type TPaymentsPagedRequest = z.input<typeof ZPaymentsPagedRequest>;

export const ZPaymentsPage = z.object({
  payments: z.array(ZPaymentRow),
  count: z.number().int(),
  totalIn: z.number().int(),
  totalOut: z.number().int(),
  totalOpen: z.number().int(),
});
export type TPaymentsPage = z.infer<typeof ZPaymentsPage>;

/** A link of a payment to an invoice or a purchase, with what the dialog shows of the other side. */
export const ZPaymentConnectRow = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  invoiceId: z.number().int(),
  purchaseId: z.number().int(),
  amount: z.number().int(),
  score: z.number().int(),
  reasons: z.array(ZMatchReason),
  verified: z.number().int(),
  exported: z.number().int(),
  /** The invoice's number or the purchase's (0: a draft purchase). */
  number: z.number().int(),
  /** The supplier's invoice number of a purchase. */
  invoiceNo: z.string(),
  partyName: z.string(),
  itemDate: z.string().nullable(),
  itemAmount: z.number().int(),
  itemOpen: z.number().int(),
  paymentDate: z.string(),
});
export type TPaymentConnectRow = z.infer<typeof ZPaymentConnectRow>;

export const ZPaymentDetail = z.object({ payment: ZPaymentRow, connects: z.array(ZPaymentConnectRow) });
export type TPaymentDetail = z.infer<typeof ZPaymentDetail>;

/**
 * savePayment: a cash or manual entry (accountId 0, or one of the owner's bank accounts), or the flags of any payment.
 * A bank line keeps the bank's amount and date. holdsReminders can only be cleared (marked as seen).
 */
export const ZPaymentSave = z.object({
  id: zId,
  accountId: zInt(0).default(0),
  date: zIsoDate,
  amount: zInt(-1_000_000_000, 1_000_000_000).refine((v) => v !== 0, 'The amount cannot be 0'),
  description: zText(500),
  cpName: zText(200),
  cpIban: zOptionalIban,
  customerId: zInt(0).default(0),
  supplierId: zInt(0).default(0),
  hidden: zFlag.default(0),
  duplicate: zFlag.default(0),
  holdsReminders: z.literal(0).optional(),
  deleted: zFlag.default(0),
});
export type TPaymentSave = z.input<typeof ZPaymentSave>;

/**
 * savePaymentConnect: a new link (id 0) of a payment to one invoice or one purchase, or a change of a link: its
 * amount, verified 1 (confirm a suggestion), deleted 1 (remove; a removed suggestion is not proposed again).
 * `amount` lowers the item's open amount (a credit invoice: negative).
 */
export const ZPaymentConnectSave = z.object({
  id: zId,
  paymentId: zInt(1),
  invoiceId: zInt(0).default(0),
  purchaseId: zInt(0).default(0),
  amount: zInt(-1_000_000_000, 1_000_000_000),
  verified: zFlag.default(1),
  deleted: zFlag.default(0),
});
export type TPaymentConnectSave = z.input<typeof ZPaymentConnectSave>;

const ZConnectedInvoice = z.object({
  id: z.number().int(),
  number: z.number().int(),
  customerId: z.number().int(),
  amountOpen: z.number().int(),
  paidDate: z.string().nullable(),
});
const ZConnectedPurchase = z.object({
  id: z.number().int(),
  number: z.number().int(),
  supplierId: z.number().int(),
  amountOpen: z.number().int(),
});

/** Spec 001 §3: a save answers paymentConnect, payment, invoice and purchase. */
export const ZPaymentConnectAnswer = z.object({
  paymentConnect: ZPaymentConnectRow.nullable(),
  payment: ZPaymentRow,
  invoice: ZConnectedInvoice.nullable(),
  purchase: ZConnectedPurchase.nullable(),
});

/** The open items a payment may be linked to: of its counterparty (partyOnly 1) or any, found by number or name. */
export const ZPaymentOpenItemsRequest = z.object({
  paymentId: zInt(1),
  search: zText(100),
  partyOnly: zFlag.default(1),
});
export const ZPaymentOpenItem = z.object({
  kind: z.enum(['invoice', 'purchase']),
  id: z.number().int(),
  number: z.number().int(),
  invoiceNo: z.string(),
  partyName: z.string(),
  date: z.string().nullable(),
  amount: z.number().int(),
  amountOpen: z.number().int(),
});
export type TPaymentOpenItem = z.infer<typeof ZPaymentOpenItem>;

export const ZAnalyseAnswer = z.object({ matched: z.number().int(), suggested: z.number().int() });

/** An imported payment (insertPayments): a cash or manual entry as savePayment takes it; new ones only. */
export const ZPaymentImportRow = ZPaymentSave.omit({ holdsReminders: true });
