import {
  errorMessage,
  type TLedgerCsvMapping,
  type TLedgerImportResult,
  type TLedgerImportRow,
  ZLedgerCsvMapping,
} from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerClasses } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { type RowIssue, refusal } from '../../../platform/imports/define.ts';
import { ownerSettingOf, writeOwnerSetting } from '../../settings/index.ts';
import { ensureLedgerDefaults } from '../ledger-defaults.ts';

// ImportLedger (issue 20): ledger accounts from a CSV the web app read with the column mapping the user chose. An
// account whose number exists is updated, any other created; a refused row refuses the whole list (400 naming every
// row), so nothing is half-written. The mapping is kept in the owner setting ledgerCSV for the next file.

const LEDGER_CSV_SETTING = 'ledgerCSV';

export const keptLedgerMapping = (ctx: CallContext) =>
  ownerSettingOf(ctx.tx, ctx.ownerId, LEDGER_CSV_SETTING, ZLedgerCsvMapping.nullable(), null);

/** The owner's classes by lower-case name and by number (1-7), as a CSV may name them. */
async function classFinder(ctx: CallContext) {
  const rows = await ctx.tx
    .select({ id: ledgerClasses.id, name: ledgerClasses.name, oldClass: ledgerClasses.oldClass })
    .from(ledgerClasses)
    .where(eq(ledgerClasses.ownerId, ctx.ownerId));
  const byName = new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
  const byNumber = new Map(rows.filter((row) => row.oldClass > 0).map((row) => [String(row.oldClass), row.id]));
  return (text: string) => byName.get(text.trim().toLowerCase()) ?? byNumber.get(text.trim());
}

interface Checked {
  row: TLedgerImportRow;
  /** undefined: keep the class an existing account has (the column was not mapped). */
  classId: number | undefined;
}

async function check(ctx: CallContext, rows: readonly TLedgerImportRow[]): Promise<Checked[]> {
  const findClass = await classFinder(ctx);
  const issues: RowIssue[] = [];
  const seen = new Set<string>();
  const checked = rows.map((row, index) => {
    if (seen.has(row.number))
      issues.push({
        path: `${index}.number`,
        message: errorMessage('ledgerImport.duplicateNumber', { number: row.number }),
      });
    seen.add(row.number);
    const name = row.className?.trim();
    const classId = name ? findClass(name) : row.className === undefined ? undefined : 0;
    if (name && classId === undefined)
      issues.push({ path: `${index}.className`, message: errorMessage('ledgerImport.unknownClass', { name }) });
    return { row, classId };
  });
  if (issues.length > 0) throw refusal({}, issues);
  return checked;
}

export async function importLedger(
  ctx: CallContext,
  mapping: TLedgerCsvMapping,
  rows: readonly TLedgerImportRow[],
): Promise<TLedgerImportResult> {
  const { tx, ownerId } = ctx;
  await ensureLedgerDefaults(tx, ownerId);
  const checked = await check(ctx, rows);
  const existing = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerId, ownerId),
        inArray(
          ledgerAccounts.number,
          rows.map((row) => row.number),
        ),
      ),
    );
  const byNumber = new Map(existing.map((account) => [account.number, account]));
  let updated = 0;
  const created: (typeof ledgerAccounts.$inferInsert)[] = [];
  for (const { row, classId } of checked) {
    const fields = {
      description: row.description,
      kind: row.kind,
      ...(classId === undefined ? {} : { classId }),
      ...(row.rgsCode === undefined ? {} : { rgsCode: row.rgsCode }),
    };
    const before = byNumber.get(row.number);
    if (!before) {
      created.push({ ownerId, number: row.number, classId: 0, rgsCode: '', ...fields });
      continue;
    }
    const changes = diffRecords(before, { ...before, ...fields });
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(ledgerAccounts)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.id, before.id)));
    await ctx.audit('Account', before.id, 'update', changes);
    updated++;
  }
  if (created.length > 0) {
    const ids = await tx.insert(ledgerAccounts).values(created).returning({ id: ledgerAccounts.id });
    for (const [index, { id }] of ids.entries()) await ctx.audit('Account', id, 'create', { ...created[index] });
  }
  await writeOwnerSetting(tx, ownerId, LEDGER_CSV_SETTING, mapping);
  return { created: created.length, updated };
}
