import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZKeyedMessage } from '../api/errors.ts';
import { ZIdRequest } from '../api/users.ts';
import { CUSTOMER_VIEWS, viewMask } from '../views.ts';
import { ZCustomer, ZCustomerSave } from './schemas.ts';

/** A customer as getCustomer and saveCustomer answer it: the stored fields and the derived ones (spec 000 §3). */
const ZCustomerRecord = ZCustomer.extend({
  number: z.number().int(),
  /** The number as the lists show it. */
  customerNumber: z.string(),
  /** Linked to an active project, or a manager with an active managed customer (rules.ts). */
  active: z.boolean(),
  /** The managing customer's name ('' without one). */
  managementName: z.string(),
  projectCount: z.number().int(),
  /** saveCustomer only: what was saved but needs attention ('Unable to retrieve coordinates'). */
  warnings: z.array(ZKeyedMessage).optional(),
});

/** A row of allCustomers in the full view (sales) and of allManagers. */
const ZCustomerListRow = ZCustomerRecord.pick(viewMask(CUSTOMER_VIEWS.full.list.fields));
/** A row of allCustomers as any reader gets it: projects users are sent the names and numbers only. */
const ZListedCustomer = ZCustomerListRow.partial().required(viewMask(CUSTOMER_VIEWS.projects.list.fields));

/** CustomersFinancial tab: open amount in cents; average days to pay is null until paid invoices exist. */
const ZCustomerFinancial = z.object({
  openAmount: z.number().int(),
  openInvoices: z.number().int(),
  averageDaysToPay: z.number().nullable(),
  paidInvoices: z.number().int(),
});

// The list a projects user needs to pick a project's customer is open to both areas (projects get the names only,
// CUSTOMER_VIEWS); the whole customer, the managers and every write are sales only.
const PICK = ['sales', 'projects'] as const;

/** The customer calls (spec 000 §7 Users and customers, 001 §7); contacts and notes have their own. */
export const CUSTOMER_CALLS = {
  allCustomers: defineCall({
    method: 'GET',
    path: '/allCustomers',
    area: PICK,
    level: 'read',
    body: ZNoBody,
    response: z.array(ZListedCustomer),
    summary: "The owner's customers, in the fields of the caller's view (projects users: names and numbers)",
  }),
  getCustomer: defineCall({
    method: 'POST',
    path: '/getCustomer',
    area: 'sales',
    level: 'read',
    body: ZIdRequest,
    response: ZCustomerRecord,
    summary: 'One customer with every field',
  }),
  allManagers: defineCall({
    method: 'GET',
    path: '/allManagers',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZCustomerListRow),
    summary: 'The customers that are management companies',
  }),
  saveCustomer: defineCall({
    method: 'POST',
    path: '/saveCustomer',
    area: 'sales',
    level: 'write',
    body: ZCustomerSave,
    response: ZCustomerRecord,
    summary: 'Create or change a customer, or delete it (deleted: 1); answers the saved customer with warnings',
  }),
  customerFinancial: defineCall({
    method: 'POST',
    path: '/customerFinancial',
    area: 'sales',
    level: 'read',
    body: ZIdRequest,
    response: ZCustomerFinancial,
    summary: "A customer's open amount, open and paid invoices and average days to pay",
  }),
} as const;
