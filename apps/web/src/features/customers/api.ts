import { type CallAnswer, CONTACT_CALLS, CUSTOMER_CALLS, callKey, SALES_SETTING_CALLS } from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';

// The customer calls the pages share (spec 000 §7 Users and customers, 001 §7) are CUSTOMER_CALLS in the domain.

/** A row of allCustomers as any reader gets it: projects users are sent the names and numbers only. */
export type CustomerPick = CallAnswer<typeof CUSTOMER_CALLS.allCustomers>[number];
/** One customer as getCustomer answers: every field. */
export type CustomerDetail = CallAnswer<typeof CUSTOMER_CALLS.getCustomer>;
export type ContactRow = CallAnswer<typeof CONTACT_CALLS.all>[number];

/** The customer list on every page: only what every view sends is relied on (sales pages see every list field). */
export const useCustomers = () => useCall(CUSTOMER_CALLS.allCustomers, undefined, { baseList: true });
export const useManagers = () => useCall(CUSTOMER_CALLS.allManagers);
export const useContacts = () => useCall(CONTACT_CALLS.all, undefined, { baseList: true });
/** The query key of one customer (the edit page fills it after a save and drops it after a delete). */
export const customerKey = (id: number) => callKey(CUSTOMER_CALLS.getCustomer, { id });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useCustomer = (id: number) =>
  useCall(CUSTOMER_CALLS.getCustomer, { id }, { enabled: id > 0, silent: true });
/** The Sales general settings: what a new customer starts with. Silent: without them the form starts as before. */
export const useSalesSettings = (enabled: boolean) =>
  useCall(SALES_SETTING_CALLS.salesSettings, {}, { enabled, silent: true });
