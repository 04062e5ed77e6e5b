import { CUSTOMER_CALLS, type ZCustomer } from '@backoffice/domain';
import type { z } from 'zod';
import { ApiError } from '../../../platform/api-client.ts';
import { call } from '../../../platform/call.ts';
import type { CustomerDetail } from '../api.ts';
import type { CustomerDraft } from './customer-draft.ts';

/** A checked draft, or (for a delete) the saved customer's draft with deleted: 1; the server checks both alike. */
export function saveCustomer(payload: z.output<typeof ZCustomer> | CustomerDraft): Promise<CustomerDetail> {
  return call(CUSTOMER_CALLS.saveCustomer, payload);
}

/** The server's own customer refusals, by key: each lands on the field it concerns. */
const REFUSAL_FIELDS = new Map<string, keyof CustomerDraft>([
  ['customer.numberExists', 'number'],
  ['customer.managementNotFound', 'managementId'],
  ['customer.managementSelf', 'managementId'],
  ['customer.stillManages', 'isManager'],
]);

/** The field and translation key of a known refusal, if the error is one. */
export function fieldRefusal(error: unknown): { field: keyof CustomerDraft; key: string } | undefined {
  if (!(error instanceof ApiError) || error.key === undefined) return undefined;
  const field = REFUSAL_FIELDS.get(error.key);
  return field ? { field, key: `serverErrors.${error.key}` } : undefined;
}
