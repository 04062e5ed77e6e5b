import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZOpenInvoicesResponse } from './open-invoices.ts';
import { ZProjectHours, ZProjectHoursRequest } from './project-hours.ts';
import { ZAccountReceivable, ZAccountReceivableRequest } from './receivables.ts';

/** Sales reports (issue 17): open items on a date, the open invoices list, hours per project. */
export const SALES_REPORT_CALLS = {
  accountReceivable: defineCall({
    method: 'POST',
    path: '/accountReceivable',
    area: 'sales',
    level: 'read',
    body: ZAccountReceivableRequest,
    response: ZAccountReceivable,
    summary:
      'Open items per customer on a date (invoiced on or before it, less payments on or before it) by age; exportExcel 1 answers an .xlsx',
  }),
  openInvoices: defineCall({
    method: 'GET',
    path: '/openInvoices',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: ZOpenInvoicesResponse,
    summary: 'Every open invoice today, oldest first, with the totals (openInvoicesV2 without filters)',
  }),
  projectHoursOverview: defineCall({
    method: 'POST',
    path: '/projectHoursOverview',
    area: 'sales',
    level: 'read',
    body: ZProjectHoursRequest,
    response: ZProjectHours,
    summary:
      'Planned, confirmed and invoiced hours and their amounts per project in a period; export 1 answers an .xlsx',
  }),
} as const;
