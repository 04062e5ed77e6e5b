import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { defineImportCall } from '../api/imports.ts';
import { ZIdRequest } from '../api/users.ts';
import {
  ZAnalyseAnswer,
  ZPaymentConnectAnswer,
  ZPaymentConnectRow,
  ZPaymentConnectSave,
  ZPaymentDetail,
  ZPaymentImportRow,
  ZPaymentOpenItem,
  ZPaymentOpenItemsRequest,
  ZPaymentRow,
  ZPaymentSave,
  ZPaymentsPage,
  ZPaymentsPagedRequest,
} from './payment-schemas.ts';
import { ZPaymentSettings } from './payment-settings.ts';

/**
 * The payments list and the matching (spec 001 §7; Payments area of DESIGN §6: show_payments reads and writes,
 * payments_admin changes the Payments settings).
 */
export const PAYMENT_CALLS = {
  paymentsDateRange: defineCall({
    method: 'POST',
    path: '/paymentsDateRange',
    area: 'payments',
    level: 'read',
    body: ZPaymentsPagedRequest,
    response: ZPaymentsPage,
    summary: 'A page of payments by date range (default the current month) and filters, with the totals of every match',
  }),
  getPayment: defineCall({
    method: 'POST',
    path: '/getPayment',
    area: 'payments',
    level: 'read',
    body: ZIdRequest,
    response: ZPaymentDetail,
    summary: 'One payment with its links: verified ones and suggestions with their score and reasons',
  }),
  savePayment: defineCall({
    method: 'POST',
    path: '/savePayment',
    area: 'payments',
    level: 'write',
    body: ZPaymentSave,
    response: ZPaymentRow,
    summary:
      "Create or change a cash or manual payment; any payment's hidden and duplicate flags and 'seen' (holdsReminders 0); a bank line keeps its amount and date",
  }),
  insertPayments: defineImportCall({
    path: '/insertPayments',
    area: 'payments',
    row: ZPaymentImportRow,
    summary: 'Import cash and manual payments (a job), each checked as savePayment checks it',
  }),
  analysePayments: defineCall({
    method: 'POST',
    path: '/analysePayments',
    area: 'payments',
    level: 'write',
    body: ZNoBody,
    response: ZAnalyseAnswer,
    summary: "Match the owner's open payments to open invoices and purchases: links verified at once and suggestions",
  }),
  paymentConnectsPayment: defineCall({
    method: 'POST',
    path: '/paymentConnectsPayment',
    area: 'payments',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZPaymentConnectRow),
    summary: "A payment's live links (verified and suggested)",
  }),
  paymentConnectsInvoice: defineCall({
    method: 'POST',
    path: '/paymentConnectsInvoice',
    area: 'payments',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZPaymentConnectRow),
    summary: "An invoice's live links to payments",
  }),
  paymentConnectsPurchase: defineCall({
    method: 'POST',
    path: '/paymentConnectsPurchase',
    area: 'payments',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZPaymentConnectRow),
    summary: "A purchase's live links to payments",
  }),
  savePaymentConnect: defineCall({
    method: 'POST',
    path: '/savePaymentConnect',
    area: 'payments',
    level: 'write',
    body: ZPaymentConnectSave,
    response: ZPaymentConnectAnswer,
    summary:
      "Link a payment to an invoice or purchase, confirm a suggestion, change its amount or remove it ('linking failed' when it cannot)",
  }),
  paymentOpenItems: defineCall({
    method: 'POST',
    path: '/paymentOpenItems',
    area: 'payments',
    level: 'read',
    body: ZPaymentOpenItemsRequest,
    response: z.array(ZPaymentOpenItem),
    summary: "Open invoices and purchases a payment may be linked to: its counterparty's or any, by number or name",
  }),
  paymentSettings: defineCall({
    method: 'POST',
    path: '/paymentSettings',
    area: 'payments',
    level: 'read',
    body: ZNoBody,
    response: ZPaymentSettings,
    summary: 'The Payments settings: the score from which a match is verified at once',
  }),
  savePaymentSettings: defineCall({
    method: 'POST',
    path: '/savePaymentSettings',
    area: 'payments',
    level: 'admin',
    body: ZPaymentSettings,
    response: ZPaymentSettings,
    summary: 'Save the Payments settings (payments_admin)',
  }),
} as const;
