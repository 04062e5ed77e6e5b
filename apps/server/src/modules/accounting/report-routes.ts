import { ACCOUNTING_REPORT_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../platform/calls.ts';
import { xlsxInstead } from '../../platform/xlsx.ts';
import { trialBalance } from './booking-queries.ts';
import { balanceReport, profitLossReport } from './financial-reports.ts';
import { openItemsReport } from './open-items.ts';
import { openItemsSheet } from './open-items-sheet.ts';
import { pdfInstead } from './pdf-instead.ts';
import { balancePdf, openItemsPdf, profitLossPdf, trialBalancePdf } from './report-pdfs.ts';

/** Balance, ProfitLoss, AccountsReceivable / AccountsPayable and the trial balance's PDF (issue 20). */
export function registerAccountingReportRoutes(r: CallRegistrar): void {
  r.handle(ACCOUNTING_REPORT_CALLS.balance, async (ctx, body, _request, reply) => {
    const report = await balanceReport(ctx.tx, ctx.ownerId, body);
    return body.pdf ? pdfInstead(ctx, reply, balancePdf(report, body.titles, body.locale)) : report;
  });
  r.handle(ACCOUNTING_REPORT_CALLS.profitLoss, async (ctx, body, _request, reply) => {
    const report = await profitLossReport(ctx.tx, ctx.ownerId, body);
    return body.pdf ? pdfInstead(ctx, reply, profitLossPdf(report, body.titles, body.locale)) : report;
  });
  r.handle(ACCOUNTING_REPORT_CALLS.ledgerOpenItems, async (ctx, body, _request, reply) => {
    const report = await openItemsReport(ctx.tx, ctx.ownerId, body.side, body.date);
    if (body.pdf) return pdfInstead(ctx, reply, openItemsPdf(report, body.titles, body.locale));
    if (body.exportExcel) return xlsxInstead(reply, openItemsSheet(report, body.name, body.titles), todayIso());
    return report;
  });
  r.handle(ACCOUNTING_REPORT_CALLS.trialBalancePdf, async (ctx, body, _request, reply) => {
    const report = await trialBalance(ctx.tx, ctx.ownerId, body.startDate, body.endDate);
    return pdfInstead(ctx, reply, trialBalancePdf(report, body, body.titles, body.locale));
  });
}
