import { SALES_REPORT_CALLS, ZOpenInvoicesRequest } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { registerImport } from '../../../platform/imports/register.ts';
import { xlsxInstead } from '../../../platform/xlsx.ts';
import { openInvoicesPage } from '../reminders/open-invoices-query.ts';
import { invoiceImport } from './invoice-import.ts';
import { projectHours } from './project-hours.ts';
import { accountReceivable } from './receivables.ts';
import { projectHoursSheet, receivablesSheet } from './sheets.ts';

/** Sales reports and the invoice import (issue 17). */
export function registerSalesReportRoutes(r: CallRegistrar): void {
  r.handle(SALES_REPORT_CALLS.accountReceivable, async (ctx, body, _request, reply) => {
    const today = todayIso();
    const report = await accountReceivable(ctx.tx, ctx.ownerId, body.date ?? today);
    if (!body.exportExcel) return report;
    return xlsxInstead(reply, receivablesSheet(report, body.name, body.titles), today);
  });

  // Spec 001 §7 GET openInvoices: the open-invoices list as openInvoicesV2 answers it without filters, every row.
  r.handle(SALES_REPORT_CALLS.openInvoices, (ctx) => {
    const today = todayIso();
    return openInvoicesPage(ctx.tx, ctx.ownerId, ZOpenInvoicesRequest.parse({ perPage: 0 }), today);
  });

  r.handle(SALES_REPORT_CALLS.projectHoursOverview, async (ctx, body, _request, reply) => {
    const report = await projectHours(ctx.tx, ctx.ownerId, body);
    if (!body.export) return report;
    return xlsxInstead(reply, projectHoursSheet(report, body.name, body.titles), todayIso());
  });

  registerImport(r, invoiceImport);
}
