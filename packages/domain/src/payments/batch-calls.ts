import { z } from 'zod';
import { defineCall, ZFile, ZNoBody, ZOk } from '../api/contract.ts';
import { ZIdRequest } from '../api/users.ts';
import {
  ZPaymentBatch,
  ZPaymentBatchCandidates,
  ZPaymentBatchCandidatesRequest,
  ZPaymentBatchDetail,
  ZPaymentBatchesPage,
  ZPaymentBatchesPagedRequest,
  ZPaymentBatchRecord,
} from './batch-schemas.ts';

/**
 * SEPA payment batches (spec 001 §3, §4, §7; issue 19): show_payments makes, changes, deletes and downloads batches;
 * marking one executed takes payments_admin. An executed batch cannot change any more.
 */
export const PAYMENT_BATCH_CALLS = {
  paymentBatchesPaged: defineCall({
    method: 'POST',
    path: '/paymentBatchesPaged',
    area: 'payments',
    level: 'read',
    body: ZPaymentBatchesPagedRequest,
    response: ZPaymentBatchesPage,
    summary: 'A page of payment batches, newest first, with the transfer count and total of every match',
  }),
  allPaymentBatches: defineCall({
    method: 'GET',
    path: '/allPaymentBatches',
    area: 'payments',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZPaymentBatchRecord),
    summary: "The owner's payment batches, newest first",
  }),
  getPaymentBatch: defineCall({
    method: 'GET',
    path: '/getPaymentBatch',
    area: 'payments',
    level: 'read',
    body: ZIdRequest,
    response: ZPaymentBatchDetail,
    summary: 'One payment batch with its transfers (pbInvoices)',
  }),
  paymentBatchCandidates: defineCall({
    method: 'POST',
    path: '/paymentBatchCandidates',
    area: 'payments',
    level: 'read',
    body: ZPaymentBatchCandidatesRequest,
    response: ZPaymentBatchCandidates,
    summary: 'The open purchases due by a date and the refunds a batch may pay, with their transfers (G-account split)',
  }),
  savePaymentBatch: defineCall({
    method: 'POST',
    path: '/savePaymentBatch',
    area: 'payments',
    level: 'write',
    body: ZPaymentBatch,
    response: ZPaymentBatchDetail,
    summary: 'Create or change a payment batch that is not executed: its bank account, date, purchases and refunds',
  }),
  deletePaymentBatch: defineCall({
    method: 'POST',
    path: '/deletePaymentBatch',
    area: 'payments',
    level: 'write',
    body: ZIdRequest,
    response: ZOk,
    summary: 'Really delete a payment batch that is not executed (its purchases can be paid again)',
  }),
  paymentBatchSepa: defineCall({
    method: 'POST',
    path: '/paymentBatchSepa',
    area: 'payments',
    level: 'write',
    body: ZIdRequest,
    response: ZFile,
    summary: "The batch's SEPA credit transfer file (pain.001.001.09, or .03 when the bank account asks for it)",
  }),
  executePaymentBatch: defineCall({
    method: 'POST',
    path: '/executePaymentBatch',
    area: 'payments',
    level: 'admin',
    body: ZIdRequest,
    response: ZPaymentBatchDetail,
    summary: 'Mark a payment batch executed (who and when); it cannot change or be deleted after',
  }),
} as const;
