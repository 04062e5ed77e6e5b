import { ACCOUNTING_CALLS, ENTRY_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { registerResource, type ServerResource } from '../../platform/resources.ts';
import { accountingSetup, saveAccountingSetup } from './accounting-settings.ts';
import { bookingsPage, processingStates, trialBalance } from './booking-queries.ts';
import { closedDateOf, saveClosedDate } from './closed-date.ts';
import { registerExchangeRoutes } from './exchange/routes.ts';
import { saveJournalEntry } from './journal-entry.ts';
import { diaryServer, ledgerAccountServer, ledgerClassServer } from './ledger-resources.ts';
import { queueRebook, readRebookJob } from './rebook-job.ts';
import { registerAccountingReportRoutes } from './report-routes.ts';
import { readStartBalance, saveStartBalance } from './start-balance.ts';
import { registerVatReturnRoutes } from './vat-return-routes.ts';

/** saveAccounts, saveClasses, saveDiaries: each record through the resource's own save, in the call's transaction. */
const saveEach =
  (resource: ServerResource) => async (ctx: Parameters<ServerResource['store']['save']>[0], body: unknown[]) => {
    const saved: Record<string, unknown>[] = [];
    for (const record of body) saved.push(await resource.store.save(ctx, record as Record<string, unknown>));
    return saved as never;
  };

/**
 * The Accounting2 calls (issue 20): ledger accounts, classes, diaries, settings, bookings, the trial balance, journal
 * entries, the start balance and closing a book period.
 */
export function registerAccountingRoutes(r: CallRegistrar): void {
  for (const resource of [ledgerAccountServer, ledgerClassServer, diaryServer]) registerResource(r, resource);
  r.handle(ACCOUNTING_CALLS.saveAccounts, saveEach(ledgerAccountServer));
  r.handle(ACCOUNTING_CALLS.saveClasses, saveEach(ledgerClassServer));
  r.handle(ACCOUNTING_CALLS.saveDiaries, saveEach(diaryServer));
  r.handle(ACCOUNTING_CALLS.deleteClass, async (ctx, body) => {
    await ledgerClassServer.store.remove(ctx, body.id);
    return { ok: true as const };
  });
  r.handle(ACCOUNTING_CALLS.accountingSettings, (ctx) => accountingSetup(ctx));
  r.handle(ACCOUNTING_CALLS.saveAccountingSettings, (ctx, body) => saveAccountingSetup(ctx, body));
  r.handle(ACCOUNTING_CALLS.bookings, (ctx, body) => bookingsPage(ctx.tx, ctx.ownerId, body));
  r.handle(ACCOUNTING_CALLS.trialBalance, (ctx, body) =>
    trialBalance(ctx.tx, ctx.ownerId, body.startDate, body.endDate),
  );
  r.handle(ACCOUNTING_CALLS.rebookFailed, (ctx) => queueRebook(ctx));
  r.handle(ACCOUNTING_CALLS.rebookJob, (ctx, body) => readRebookJob(ctx, body.id));
  r.handle(ACCOUNTING_CALLS.processingStates, (ctx, body) => processingStates(ctx.tx, ctx.ownerId, body.failedOnly));
  registerExchangeRoutes(r);
  r.handle(ENTRY_CALLS.saveJournalEntry, (ctx, body) => saveJournalEntry(ctx, body));
  r.handle(ENTRY_CALLS.accountingClosedDate, async (ctx) => ({ closedDate: await closedDateOf(ctx.tx, ctx.ownerId) }));
  r.handle(ENTRY_CALLS.saveAccountingClosedDate, (ctx, body) => saveClosedDate(ctx, body.closedDate));
  r.handle(ENTRY_CALLS.startBalance, (ctx) => readStartBalance(ctx));
  r.handle(ENTRY_CALLS.saveStartBalance, (ctx, body) => saveStartBalance(ctx, body));
  registerAccountingReportRoutes(r);
  registerVatReturnRoutes(r);
}
