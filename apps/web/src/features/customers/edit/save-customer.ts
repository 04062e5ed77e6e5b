import { CUSTOMER_CALLS, CUSTOMER_TEXTS, type ZCustomer } from '@backoffice/domain';
import type { z } from 'zod';
import { call } from '../../../platform/call.ts';
import type { CustomerDetail } from '../api.ts';
import type { CustomerDraft } from './customer-draft.ts';

/** A checked draft, or (for a delete) the saved customer's draft with deleted: 1; the server checks both alike. */
export function saveCustomer(payload: z.output<typeof ZCustomer> | CustomerDraft): Promise<CustomerDetail> {
  return call(CUSTOMER_CALLS.saveCustomer, payload);
}

/** The server's own customer refusals: each lands on the field it concerns with a message of ours. */
const FIELD_REFUSALS: readonly { text: string; field: keyof CustomerDraft; key: string }[] = [
  { text: CUSTOMER_TEXTS.numberExists, field: 'number', key: 'customers.errors.numberExists' },
  { text: CUSTOMER_TEXTS.managementNotFound, field: 'managementId', key: 'customers.errors.managementNotFound' },
  { text: CUSTOMER_TEXTS.managementSelf, field: 'managementId', key: 'customers.errors.managementSelf' },
  { text: CUSTOMER_TEXTS.stillManages, field: 'isManager', key: 'customers.errors.stillManages' },
];

/** The field and translation key of a known refusal, if the error is one. */
export function fieldRefusal(error: unknown): { field: keyof CustomerDraft; key: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  return FIELD_REFUSALS.find((refusal) => error.message.includes(refusal.text));
}
