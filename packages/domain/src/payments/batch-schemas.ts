import { z } from 'zod';
import { jsonField, zCode, zId, zInt, zIsoDate, zLine, zOptionalDate, zText } from '../api/fields.ts';

/** How many purchases and refunds one batch may pay (a SEPA file of a few thousand transfers is still small). */
export const MAX_BATCH_ITEMS = 1000;
const zIdList = jsonField(z.array(zInt(1)).max(MAX_BATCH_ITEMS)).default([]);

/**
 * savePaymentBatch (spec 001 §3, §7): a new batch (id 0) gets the owner's next number; the bank account it pays from
 * (an owner bankAccounts id with BIC, IBAN and settlements); the open purchases and credit invoices (refunds) it pays.
 * Each becomes one transfer per bank account of the payee (a G-account split gives two). A saved batch that is not
 * executed may be saved again with other choices; an executed one is refused.
 */
export const ZPaymentBatch = z.object({
  id: zId,
  name: zLine(100).default(''),
  description: zText(500),
  accountId: zInt(1),
  executionDate: zIsoDate,
  purchaseIds: zIdList,
  invoiceIds: zIdList,
});
export type TPaymentBatchInput = z.input<typeof ZPaymentBatch>;

/** A batch as lists show it, with its counts and total (cents). */
export const ZPaymentBatchRecord = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  executionDate: z.string(),
  executed: z.number().int(),
  executedBy: z.number().int(),
  executedByName: z.string(),
  /** ISO date-time, null while not executed. */
  executedAt: z.string().nullable(),
  purchaseCount: z.number().int(),
  refundCount: z.number().int(),
  transferCount: z.number().int(),
  total: z.number().int(),
});
export type TPaymentBatchRecord = z.infer<typeof ZPaymentBatchRecord>;

/** One transfer of a batch (the spec's pbInvoices): a purchase or refund, or its part for one bank account. */
export const ZPaymentBatchItem = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  invoiceId: z.number().int(),
  amount: z.number().int(),
  iban: z.string(),
  bic: z.string(),
  name: z.string(),
  remittance: z.string(),
  endToEndId: z.string(),
  /** The supplier's invoice number, or the credit invoice's number. */
  documentNumber: z.string(),
  dueDate: z.string().nullable(),
});
export type TPaymentBatchItem = z.infer<typeof ZPaymentBatchItem>;

export const ZPaymentBatchDetail = z.object({
  paymentBatch: ZPaymentBatchRecord,
  pbInvoices: z.array(ZPaymentBatchItem),
});
export type TPaymentBatchDetail = z.infer<typeof ZPaymentBatchDetail>;

/** paymentBatchesPaged: executed -1 all, 0 waiting, 1 executed; search in the number, name and description. */
export const ZPaymentBatchesPagedRequest = z.object({
  executed: zCode([-1, 0, 1]).default(-1),
  search: zText(100),
  page: zInt(1, 1_000_000).default(1),
  perPage: zInt(0, 10_000).default(20),
});

/** A page of batches; invoiceCount and totalPayments count the transfers and cents of every match. */
export const ZPaymentBatchesPage = z.object({
  records: z.array(ZPaymentBatchRecord),
  count: z.number().int(),
  invoiceCount: z.number().int(),
  totalPayments: z.number().int(),
});

/**
 * paymentBatchCandidates: what a batch may pay: definitive purchases with an amount open, due on or before `dueBy`
 * (empty: all), and credit invoices with an amount to refund, none of them in another batch (`batchId`: the batch
 * being edited, whose own items are offered again).
 */
export const ZPaymentBatchCandidatesRequest = z.object({
  dueBy: zOptionalDate.default(null),
  batchId: zInt(0).default(0),
});

export const ZBatchTransfer = z.object({
  iban: z.string(),
  bic: z.string(),
  amount: z.number().int(),
  gAccount: z.number().int(),
});

/** A purchase or refund a batch may pay, with the transfers it would become (none: the payee has no IBAN). */
export const ZPaymentBatchCandidate = z.object({
  purchaseId: z.number().int(),
  invoiceId: z.number().int(),
  name: z.string(),
  documentNumber: z.string(),
  dueDate: z.string().nullable(),
  amount: z.number().int(),
  remittance: z.string(),
  transfers: z.array(ZBatchTransfer),
});
export type TPaymentBatchCandidate = z.infer<typeof ZPaymentBatchCandidate>;

export const ZPaymentBatchCandidates = z.object({
  purchases: z.array(ZPaymentBatchCandidate),
  refunds: z.array(ZPaymentBatchCandidate),
});
