import { defineCall, ZFile } from '../api/contract.ts';
import {
  ZBalance,
  ZBalanceRequest,
  ZOpenItems,
  ZOpenItemsRequest,
  ZProfitLoss,
  ZProfitLossRequest,
  ZTrialBalancePdfRequest,
} from './report-schemas.ts';

/** The Accounting2 reports (issue 20): show_accounting reads them; `pdf` 1 answers the report's PDF instead. */
export const ACCOUNTING_REPORT_CALLS = {
  balance: defineCall({
    method: 'POST',
    path: '/balance',
    area: 'accounting',
    level: 'read',
    body: ZBalanceRequest,
    response: ZBalance,
    summary:
      'The balance on a date and a year before, per class and account, in cents and in a scale unit; pdf 1 answers a PDF',
  }),
  profitLoss: defineCall({
    method: 'POST',
    path: '/profitLoss',
    area: 'accounting',
    level: 'read',
    body: ZProfitLossRequest,
    response: ZProfitLoss,
    summary:
      'Income and expenses of a period and of the same period a year before, per class and account; pdf 1 answers a PDF',
  }),
  ledgerOpenItems: defineCall({
    method: 'POST',
    path: '/ledgerOpenItems',
    area: 'accounting',
    level: 'read',
    body: ZOpenItemsRequest,
    response: ZOpenItems,
    summary:
      'Open items of the debtors or creditors ledger account on a date, per customer or supplier and document, by age; exportExcel 1 answers an .xlsx, pdf 1 a PDF',
  }),
  trialBalancePdf: defineCall({
    method: 'POST',
    path: '/trialBalancePdf',
    area: 'accounting',
    level: 'read',
    body: ZTrialBalancePdfRequest,
    response: ZFile,
    summary: 'The trial balance of a period as a PDF (the account cards PDF template)',
  }),
} as const;
