import { defineCall } from '../api/contract.ts';
import { ZCreateDraftsAnswer, ZCreateDraftsRequest, ZPeriodicAnswer, ZPeriodicRequest } from './periodic-types.ts';

/** The periodic and direct invoice runs (spec 001 §7, issue 17): proposals, then drafts. */
export const PERIODIC_CALLS = {
  getPeriodicInvoices: defineCall({
    method: 'POST',
    path: '/getPeriodicInvoices',
    area: 'sales',
    level: 'read',
    body: ZPeriodicRequest,
    response: ZPeriodicAnswer,
    summary: "What the works' invoice options and the confirmed hours make due in a period (at most 2 months)",
  }),
  getDirectInvoices: defineCall({
    method: 'POST',
    path: '/getDirectInvoices',
    area: 'sales',
    level: 'read',
    body: ZPeriodicRequest,
    response: ZPeriodicAnswer,
    summary: 'The confirmed, not yet invoiced shifts of works invoiced directly (option 5) in a period',
  }),
  createInvoicesDraft: defineCall({
    method: 'POST',
    path: '/createInvoicesDraft',
    area: 'sales',
    level: 'write',
    body: ZCreateDraftsRequest,
    response: ZCreateDraftsAnswer,
    summary: 'Drafts from proposals; what is already on an invoice is not drafted again',
  }),
};
