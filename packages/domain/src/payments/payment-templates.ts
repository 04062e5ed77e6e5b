import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { zFlag, zId, zLine, zRef } from '../api/fields.ts';
import { TEMPLATE_PATTERN_MAX } from './template-pattern.ts';

/**
 * savePaymentTemplate (spec 001 §3 Payment template): a bank line whose counterparty name matches `matchName` and/or
 * whose description matches `matchDescription` (wildcard patterns, template-pattern.ts) belongs to the customer or
 * the supplier (creditorId) named here, one of the two. nearDateMatching 1 lets the matching take an open item whose
 * due date is a few days off. deleted: 1 deletes.
 */
export const ZPaymentTemplate = z.object({
  id: zId,
  creditorId: zRef('suppliers').default(0),
  customerId: zRef('customers').default(0),
  nearDateMatching: zFlag.default(0),
  // Longer than the pattern limit, so that the server's own message (not zod's) tells the limit.
  matchName: zLine(TEMPLATE_PATTERN_MAX * 2).default(''),
  matchDescription: zLine(TEMPLATE_PATTERN_MAX * 2).default(''),
  deleted: zFlag.default(0),
});

/** A template as the list shows it, with the name of its customer or supplier. */
export const ZPaymentTemplateRecord = z.object({
  id: z.number().int(),
  creditorId: z.number().int(),
  customerId: z.number().int(),
  /** The customer's or supplier's name. */
  partyName: z.string(),
  nearDateMatching: z.number().int(),
  matchName: z.string(),
  matchDescription: z.string(),
  deleted: z.number().int(),
});
export type TPaymentTemplateRecord = z.infer<typeof ZPaymentTemplateRecord>;

export const PAYMENT_TEMPLATE_CALLS = {
  allPaymentTemplates: defineCall({
    method: 'GET',
    path: '/allPaymentTemplates',
    area: 'payments',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZPaymentTemplateRecord),
    summary: "The owner's payment templates with their customer's or supplier's name",
  }),
  savePaymentTemplate: defineCall({
    method: 'POST',
    path: '/savePaymentTemplate',
    area: 'payments',
    level: 'write',
    body: ZPaymentTemplate,
    response: ZPaymentTemplateRecord,
    summary: 'Create, change or (deleted: 1) delete a payment template; its patterns are checked',
  }),
} as const;
