import {
  ACCOUNTING_EXCHANGE_CALLS,
  AUDIT_FILE_MAX_MONTHS,
  auditPeriodAllowed,
  type TAuditPeriod,
} from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { streamFileDetached } from '../../../platform/file-reply.ts';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
import { auditHead } from './audit-data.ts';
import { writeAuditWorkbook } from './audit-file-xlsx.ts';
import { writeAuditFile } from './audit-file-xml.ts';
import { importLedger, keptLedgerMapping } from './ledger-import.ts';

/** Refused before the first byte goes out (a streamed answer cannot turn into a 400 later). */
function checkedPeriod(period: TAuditPeriod): TAuditPeriod {
  if (!auditPeriodAllowed(period.startDate, period.endDate))
    throw fail('auditfile.period', { months: AUDIT_FILE_MAX_MONTHS });
  return period;
}

const fileName = (period: TAuditPeriod, extension: string) =>
  `Auditfile ${period.startDate} ${period.endDate}.${extension}`;

/**
 * Export (XAF and Excel) and ImportLedger. An export reads its head (and the bound of its lines) in the call's
 * transaction, which then ends; the lines follow in short transactions of their own while the file streams.
 */
export function registerExchangeRoutes(r: CallRegistrar): void {
  const calls = ACCOUNTING_EXCHANGE_CALLS;
  r.handle(calls.exportAuditfile, async (ctx, body, _request, reply) => {
    const period = checkedPeriod(body);
    const head = await auditHead(ctx.tx, ctx.ownerId, period);
    return streamFileDetached(reply, { fileName: fileName(period, 'xaf'), mimeType: 'application/xml' }, (sink) =>
      writeAuditFile(ctx.app.database, ctx.ownerId, period, head, sink),
    );
  });
  r.handle(calls.exportAuditfileExcel, async (ctx, body, _request, reply) => {
    const period = checkedPeriod(body);
    const head = await auditHead(ctx.tx, ctx.ownerId, period);
    return streamFileDetached(reply, { fileName: fileName(period, 'xlsx'), mimeType: XLSX_MIME }, (sink) =>
      writeAuditWorkbook(ctx.app.database, ctx.ownerId, period, head, body.titles, sink),
    );
  });
  r.handle(calls.ledgerCsvMapping, (ctx) => keptLedgerMapping(ctx));
  r.handle(calls.importLedger, (ctx, body) => importLedger(ctx, body.mapping, body.accounts));
}
