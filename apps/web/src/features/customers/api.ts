import {
  type CallAnswer,
  CONTACT_CALLS,
  type CUSTOMER_NOTE_CALLS,
  type TCustomer,
  type TCustomerFinancial,
  type TCustomerListRow,
  type TListedCustomer,
} from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';
import { readKey, useApiList, useApiRead } from '../../platform/query.ts';

// The customer calls the pages share (spec 000 §7 Users and customers, 001 §7).
export const CUSTOMER_CALLS = {
  allCustomers: '/r/allCustomers',
  getCustomer: '/r/getCustomer',
  allManagers: '/r/allManagers',
  saveCustomer: '/r/saveCustomer',
  insertCustomers: '/r/insertCustomers',
  customerFinancial: '/r/customerFinancial',
} as const;

/** A row of allCustomers / allManagers as sales gets them: the list fields (CUSTOMER_VIEWS.full). */
export type CustomerRow = TCustomerListRow & { id: number };
/** A row of allCustomers as any reader gets it: projects users are sent the names and numbers only. */
export type CustomerPick = TListedCustomer & { id: number };
/** One customer as getCustomer answers: every field. */
export type CustomerDetail = TCustomer & { id: number };
export type ContactRow = CallAnswer<typeof CONTACT_CALLS.all>[number];
export type CustomerNoteRow = CallAnswer<typeof CUSTOMER_NOTE_CALLS.all>[number];
export type CustomerFinancial = TCustomerFinancial;

/** The customer list on sales pages (their gate, show_sales, gets the full view). */
export const useCustomers = () => useApiList<CustomerRow>(CUSTOMER_CALLS.allCustomers, { baseList: true });
/** The same list on pages projects users open too: only what every view sends is relied on. */
export const useCustomerPicks = () => useApiList<CustomerPick>(CUSTOMER_CALLS.allCustomers, { baseList: true });
export const useManagers = () => useApiList<CustomerRow>(CUSTOMER_CALLS.allManagers);
export const useContacts = () => useCall(CONTACT_CALLS.all, undefined, { baseList: true });
/** useApiRead's cache key of one customer (the edit page fills it after a save and drops it after a delete). */
export const customerKey = (id: number) => readKey(CUSTOMER_CALLS.getCustomer, { id });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useCustomer = (id: number) =>
  useApiRead<CustomerDetail>(CUSTOMER_CALLS.getCustomer, { id }, { enabled: id > 0, silent: true });
