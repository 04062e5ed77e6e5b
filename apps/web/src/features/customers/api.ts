import type { TContact, TCustomer, TCustomerFinancial, TCustomerListRow, TCustomerNote } from '@backoffice/domain';
import { readKey, useApiList, useApiRead } from '../../platform/query.ts';

// The customer calls the pages share (spec 000 §7 Users and customers, 001 §7).
export const CUSTOMER_CALLS = {
  allCustomers: '/r/allCustomers',
  getCustomer: '/r/getCustomer',
  allManagers: '/r/allManagers',
  saveCustomer: '/r/saveCustomer',
  insertCustomers: '/r/insertCustomers',
  saveCustomerNote: '/r/saveCustomerNote',
  notesCustomer: '/r/notesCustomer',
  customerFinancial: '/r/customerFinancial',
  allContacts: '/r/allContacts',
  saveContact: '/r/saveContact',
} as const;

/** A row of allCustomers / allManagers-style lists: the list fields only (CUSTOMER_LIST_FIELDS). */
export type CustomerRow = TCustomerListRow & { id: number };
/** One customer as getCustomer answers: every field. */
export type CustomerDetail = TCustomer & { id: number };
export type ContactRow = TContact & { id: number };
export type CustomerNoteRow = TCustomerNote & { id: number };
export type CustomerFinancial = TCustomerFinancial;

export const useCustomers = () => useApiList<CustomerRow>(CUSTOMER_CALLS.allCustomers, { baseList: true });
export const useManagers = () => useApiList<CustomerRow>(CUSTOMER_CALLS.allManagers);
export const useContacts = () => useApiList<ContactRow>(CUSTOMER_CALLS.allContacts, { baseList: true });
/** useApiRead's cache key of one customer (the edit page fills it after a save and drops it after a delete). */
export const customerKey = (id: number) => readKey(CUSTOMER_CALLS.getCustomer, { id });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useCustomer = (id: number) =>
  useApiRead<CustomerDetail>(CUSTOMER_CALLS.getCustomer, { id }, { enabled: id > 0, silent: true });
