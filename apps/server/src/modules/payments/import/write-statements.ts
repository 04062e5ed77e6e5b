import type { BankStatement, TBankAccount } from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { bankStatements, payments } from '../../../db/schema/index.ts';
import { allocateIds, insertStatements } from '../../../platform/bulk-insert.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { compactAccount } from './bank-accounts.ts';

/** A bank line as a payments row, before its statement's id is known. */
type PaymentRow = ReturnType<typeof paymentRow>;

/** A statement line as a payment: its open amount is all of it until the matching settles something. */
export function paymentRow(ownerId: number, line: BankStatement['lines'][number]) {
  return {
    ownerId,
    date: line.bookingDate,
    valueDate: line.valueDate,
    amount: line.cents,
    amountOpen: line.cents,
    description: line.description,
    cpName: line.counterpartyName,
    cpIban: line.counterpartyIban,
    cpBic: line.counterpartyBic,
    structuredReference: line.structuredReference,
    endToEndId: line.endToEndId,
    bankReference: line.bankReference,
    transactionCode: line.transactionCode,
    sequenceNumber: line.position,
    balanceAfter: line.balanceAfter,
    lineKey: line.key,
    accountId: 0,
    statementId: 0,
  };
}

export interface PreparedStatement {
  statement: Omit<BankStatement, 'lines'>;
  rows: PaymentRow[];
}

interface Written {
  ids: number[];
  duplicates: number;
}

/**
 * Writes the statements and their lines in the caller's transaction, set-based: a line whose key the owner already
 * has (also a deleted one) is skipped by the unique index (ON CONFLICT DO NOTHING) and counted as a duplicate. A
 * statement already stored (same account and statement id: the same file again) is not stored twice.
 */
export async function writeStatements(
  ctx: CallContext,
  prepared: readonly PreparedStatement[],
  accounts: Map<string, TBankAccount>,
  file: { fileName: string; format: string },
): Promise<Written> {
  const accountOf = (statement: PreparedStatement['statement']) =>
    accounts.get(compactAccount(statement.accountIban))?.id ?? 0;
  const refs = [...new Set(prepared.map(({ statement }) => statement.statementId))];
  const stored = await ctx.tx
    .select({ id: bankStatements.id, accountId: bankStatements.accountId, ref: bankStatements.statementRef })
    .from(bankStatements)
    .where(and(eq(bankStatements.ownerId, ctx.ownerId), inArray(bankStatements.statementRef, refs)));
  const storedId = new Map(stored.map((row) => [`${row.accountId}|${row.ref}`, row.id]));
  const fresh = prepared.filter(({ statement }) => !storedId.has(`${accountOf(statement)}|${statement.statementId}`));
  const newIds = await allocateIds(ctx.tx, bankStatements, fresh.length);
  for (const [index, { statement }] of fresh.entries())
    storedId.set(`${accountOf(statement)}|${statement.statementId}`, newIds[index] ?? 0);

  // Each key once: a file that holds the same line twice (two overlapping statements) writes it once.
  const keys = new Set<string>();
  const rows: PaymentRow[] = [];
  for (const { statement, rows: lines } of prepared) {
    const accountId = accountOf(statement);
    const statementId = storedId.get(`${accountId}|${statement.statementId}`) ?? 0;
    for (const row of lines) {
      if (keys.has(row.lineKey)) continue;
      keys.add(row.lineKey);
      rows.push({ ...row, accountId, statementId });
    }
  }
  const inserted: { id: number; statement_id: number }[] = [];
  for (const statement of insertStatements(payments, rows)) {
    inserted.push(
      ...(await queryRows<{ id: number; statement_id: number }>(
        ctx.tx,
        sql`${statement} on conflict (owner_id, line_key) where line_key is not null do nothing
            returning id, statement_id`,
      )),
    );
  }
  const importedBy = new Map<number, number>();
  for (const row of inserted) importedBy.set(row.statement_id, (importedBy.get(row.statement_id) ?? 0) + 1);

  const statementRows = fresh.map(({ statement, rows: lines }, index) => {
    const id = newIds[index] ?? 0;
    return {
      id,
      ownerId: ctx.ownerId,
      accountId: accountOf(statement),
      statementRef: statement.statementId,
      fileName: file.fileName,
      format: file.format,
      fromDate: statement.fromDate,
      toDate: statement.toDate,
      openingBalance: statement.openingBalance?.cents ?? null,
      openingDate: statement.openingBalance?.date ?? null,
      closingBalance: statement.closingBalance?.cents ?? null,
      closingDate: statement.closingBalance?.date ?? null,
      lines: lines.length,
      imported: importedBy.get(id) ?? 0,
      importedBy: ctx.userId,
    };
  });
  for (const statement of insertStatements(bankStatements, statementRows)) await ctx.tx.execute(statement);
  const lines = prepared.reduce((sum, { rows: statementLines }) => sum + statementLines.length, 0);
  return { ids: inserted.map((row) => row.id), duplicates: lines - inserted.length };
}
