import {
  ACCOUNTING_EXCHANGE_CALLS,
  AUDIT_FILE_MAX_MONTHS,
  auditPeriodAllowed,
  type TAuditPeriod,
} from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { streamFile } from '../../../platform/file-reply.ts';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
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

/** Export (XAF and Excel) and ImportLedger. */
export function registerExchangeRoutes(r: CallRegistrar): void {
  const calls = ACCOUNTING_EXCHANGE_CALLS;
  r.handle(calls.exportAuditfile, async (ctx, body, _request, reply) => {
    const period = checkedPeriod(body);
    return streamFile(reply, { fileName: fileName(period, 'xaf'), mimeType: 'application/xml' }, (sink) =>
      writeAuditFile(ctx.tx, ctx.ownerId, period, sink),
    );
  });
  r.handle(calls.exportAuditfileExcel, async (ctx, body, _request, reply) => {
    const period = checkedPeriod(body);
    return streamFile(reply, { fileName: fileName(period, 'xlsx'), mimeType: XLSX_MIME }, (sink) =>
      writeAuditWorkbook(ctx.tx, ctx.ownerId, period, sink),
    );
  });
  r.handle(calls.ledgerCsvMapping, (ctx) => keptLedgerMapping(ctx));
  r.handle(calls.importLedger, (ctx, body) => importLedger(ctx, body.mapping, body.accounts));
}
