import { BANK_IMPORT_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { bankBalances } from './balances.ts';
import { registerBankImportCalls } from './import-call.ts';
import { registerBankImportJob } from './import-job.ts';

/** Bank files in (issue 19): the import and its job, and the balance per date. */
export function registerBankImportRoutes(r: CallRegistrar): void {
  registerBankImportJob(r.app);
  registerBankImportCalls(r);
  r.handle(BANK_IMPORT_CALLS.bankBalances, (ctx, body) => bankBalances(ctx, body.date));
}
