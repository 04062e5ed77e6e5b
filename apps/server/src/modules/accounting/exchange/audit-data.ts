import type { TAuditPeriod } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { diaries } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { readStored } from '../../owner-lists/index.ts';
import { findOwner, toOwner } from '../../settings/index.ts';
import { ledgerAccountRows } from '../booking-queries.ts';
import { cumulativeSums } from '../month-sums.ts';
import { accountingSettingsOf } from '../settings-store.ts';
import { auditPeriods } from './audit-format.ts';

// What an audit file of a period holds, read from the owner's data: the small parts at once in the call's transaction,
// the booking lines afterwards a chunk at a time, each chunk in a short transaction of its own, so that neither a year
// of a million lines is in memory whole nor the database held for the whole download (PGlite has one connection:
// every other call of every owner would wait). The file stays consistent because booking lines are never changed or
// deleted, and every read is bounded by the highest booking id when the export started. Amounts in cents.

interface AuditAccount {
  id: number;
  number: string;
  description: string;
  kind: number;
  rgsCode: string;
}

interface AuditRelation {
  /** 'C' customer or 'S' supplier (XAF custSupTp), with the record's id. */
  type: 'C' | 'S';
  id: number;
  number: number;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  vatNumber: string;
  cocNumber: string;
}

interface AuditVatCode {
  id: number;
  name: string;
  /** Hundredths of a percent. */
  percentage: number;
  /** The ledger account ids VAT of this code is booked on (owed; to claim). */
  toPayAccountId: number;
  toClaimAccountId: number;
}

export interface AuditLine {
  diaryId: number;
  documentKind: number;
  documentId: number;
  documentNumber: string;
  date: string;
  accountId: number;
  description: string;
  debit: number;
  credit: number;
  customerId: number;
  supplierId: number;
  vatCodeId: number;
}

export interface AuditHead {
  company: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    vatNumber: string;
    cocNumber: string;
  };
  accounts: AuditAccount[];
  diaries: { id: number; number: number; name: string; kind: number }[];
  relations: AuditRelation[];
  vatCodes: AuditVatCode[];
  /** Ledger accounts whose lines are VAT (a VAT code's account, VAT to claim, reverse-charged VAT). */
  vatAccountIds: Set<number>;
  /** Balances the day before the period (debit positive; earlier results in equity), accounts at 0 left out. */
  opening: { accountId: number; balance: number }[];
  totals: { lines: number; debit: number; credit: number };
  /** The highest booking id when the export started: every read of the file is bounded by it. */
  bound: number;
  /** The diaries with lines in the period, in the file's order. */
  journalDiaries: number[];
}

/** The rows of a raw query (drizzle's execute answers the driver's result, typed as unknown on PgDatabase). */
const rowsOf = async <T>(tx: Db, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

async function relationsOf(tx: Db, ownerId: number, period: TAuditPeriod): Promise<AuditRelation[]> {
  const where = sql`b.owner_id = ${ownerId} and b.date >= ${period.startDate} and b.date <= ${period.endDate}`;
  // Every relation a line of the period names, also one that is deleted since (the lines still name it).
  const rows = await rowsOf<Omit<AuditRelation, 'type'> & { type: string }>(
    tx,
    sql`
    select r.type, r.id, coalesce(c.number, s.number, 0) as number, coalesce(c.name, s.name, '') as name,
      coalesce(c.address, s.address, '') as street, coalesce(c.house_number, s.house_number, '') as "houseNumber",
      coalesce(c.postal_code, s.postal_code, '') as "postalCode", coalesce(c.city, s.city, '') as city,
      coalesce(c.country, s.country, '') as country, coalesce(c.vat_number, s.vat_number, '') as "vatNumber",
      coalesce(c.coc_number, s.coc_number, '') as "cocNumber"
    from (
      select distinct 'C' as type, b.customer_id as id from bookings b where ${where} and b.customer_id <> 0
      union
      select distinct 'S', b.supplier_id from bookings b where ${where} and b.supplier_id <> 0
    ) r
    left join customers c on r.type = 'C' and c.owner_id = ${ownerId} and c.id = r.id
    left join suppliers s on r.type = 'S' and s.owner_id = ${ownerId} and s.id = r.id
    order by r.type, number, r.id`,
  );
  return rows.map((row) => ({ ...row, type: row.type === 'S' ? 'S' : 'C', number: Number(row.number) }));
}

/**
 * The highest booking id, read under a share lock of the bookings: a writer still open when the export starts may hold
 * a lower id than one already committed, and the lock waits for it (and holds new writers for the rest of the call's
 * short transaction), so every line up to the bound is in and none after it.
 */
async function bookingBound(tx: Db, ownerId: number): Promise<number> {
  await tx.execute(sql`lock table bookings in share mode`);
  const [row] = await rowsOf<{ bound: number }>(
    tx,
    sql`select coalesce(max(id), 0)::int as bound from bookings where owner_id = ${ownerId}`,
  );
  return row?.bound ?? 0;
}

/**
 * The account the results of earlier years are carried into: the undivided result (RGS BEivOre…, 0600 of the default
 * chart), else the first equity account (BEiv…), else the first liability; undefined when the chart has none.
 */
function earlierResultsAccount(accounts: readonly AuditAccount[]): AuditAccount | undefined {
  const liabilities = accounts.filter((a) => a.kind === 2);
  return (
    liabilities.find((a) => a.rgsCode.startsWith('BEivOre')) ??
    liabilities.find((a) => a.rgsCode.startsWith('BEiv')) ??
    liabilities[0]
  );
}

/**
 * The opening balance: every balance account's balance the day before the period (the bookings are locked, see
 * bookingBound), and the results of earlier years (the P&L accounts' net before it) carried into equity as the Balance
 * report shows them under it, so that the opening balance's debits equal its credits.
 */
async function openingOf(tx: Db, ownerId: number, startDate: string, accounts: readonly AuditAccount[]) {
  const sums = await cumulativeSums(tx, ownerId, [addDays(startDate, -1)]);
  const kinds = new Map(accounts.map((a) => [a.id, a.kind]));
  const carriedTo = earlierResultsAccount(accounts)?.id;
  const balances = new Map<number, number>();
  for (const [accountId, sum] of sums) {
    const kind = kinds.get(accountId);
    if (kind === undefined) continue;
    const into = kind === 1 || kind === 2 ? accountId : carriedTo;
    if (into === undefined) continue;
    balances.set(into, (balances.get(into) ?? 0) + (sum.debit[0] ?? 0) - (sum.credit[0] ?? 0));
  }
  return [...balances]
    .filter(([, balance]) => balance !== 0)
    .sort(([a], [b]) => a - b)
    .map(([accountId, balance]) => ({ accountId, balance }));
}

async function vatCodesOf(tx: Db, ownerId: number, toClaimAccountId: number): Promise<AuditVatCode[]> {
  // Deleted codes too: lines of the period may still carry them.
  return (await readStored(tx, ownerId, 'vatCodes')).map((item) => ({
    id: Number(item.id),
    name: String(item.name ?? ''),
    percentage: Number(item.percentage) || 0,
    toPayAccountId: Number(item.ledgerAccountId) || 0,
    toClaimAccountId,
  }));
}

/** Everything of the audit file but its lines. */
export async function auditHead(tx: Db, ownerId: number, period: TAuditPeriod): Promise<AuditHead> {
  const row = await findOwner(tx, ownerId);
  const owner = row ? toOwner(row) : undefined;
  const settings = await accountingSettingsOf(tx, ownerId);
  const vatCodes = await vatCodesOf(tx, ownerId, settings.vatToClaimAccountId);
  const bound = await bookingBound(tx, ownerId);
  const accounts = await ledgerAccountRows(tx, ownerId);
  const perDiary = await rowsOf<{ diaryId: number; lines: number; debit: string; credit: string }>(
    tx,
    sql`
      select diary_id as "diaryId", count(*)::int as lines, sum(debit)::bigint as debit, sum(credit)::bigint as credit
      from bookings
      where owner_id = ${ownerId} and date >= ${period.startDate} and date <= ${period.endDate} and id <= ${bound}
      group by diary_id order by diary_id`,
  );
  return {
    company: {
      name: owner?.name ?? '',
      street: owner?.settings.address ?? '',
      postalCode: owner?.settings.postalCode ?? '',
      city: owner?.settings.city ?? '',
      country: owner?.settings.country ?? 'NL',
      vatNumber: owner?.settings.vatNumber ?? '',
      cocNumber: owner?.settings.cocNumber ?? '',
    },
    accounts,
    diaries: await tx
      .select({ id: diaries.id, number: diaries.number, name: diaries.name, kind: diaries.kind })
      .from(diaries)
      .where(eq(diaries.ownerId, ownerId))
      .orderBy(asc(diaries.number), asc(diaries.id)),
    relations: await relationsOf(tx, ownerId, period),
    vatCodes,
    vatAccountIds: new Set(
      [
        settings.vatToClaimAccountId,
        settings.reverseChargeVatAccountId,
        ...vatCodes.map((c) => c.toPayAccountId),
      ].filter((id) => id > 0),
    ),
    opening: await openingOf(tx, ownerId, period.startDate, accounts),
    totals: {
      lines: perDiary.reduce((sum, row) => sum + row.lines, 0),
      debit: perDiary.reduce((sum, row) => sum + Number(row.debit), 0),
      credit: perDiary.reduce((sum, row) => sum + Number(row.credit), 0),
    },
    bound,
    journalDiaries: perDiary.map((row) => row.diaryId),
  };
}

/** Lines per chunk (one short transaction each): large enough that the round trips do not count, a few MB at most. */
const CHUNK = 5000;

const LINE_COLUMNS = sql`diary_id as "diaryId", document_kind as "documentKind", document_id as "documentId",
  document_number as "documentNumber", date::text as date, account_id as "accountId", description, debit, credit,
  customer_id as "customerId", supplier_id as "supplierId", vat_code_id as "vatCodeId", id`;

type KeyedLine = AuditLine & { id: number };

/**
 * The period's booking lines in the file's order: per diary (a journal), by date, document and id, CHUNK at a time,
 * each chunk read in a short transaction of its own. Keyset paging within one month of the period at a time: a chunk
 * is a range of bookings_date_idx (owner, date) of at most a month, however rare the diary, sorted by the rest of the
 * key in memory; nothing sorts the whole period, and no chunk reads what an earlier one read but for its last date.
 */
export async function* auditLines(
  database: Database,
  ownerId: number,
  period: TAuditPeriod,
  head: Pick<AuditHead, 'bound' | 'journalDiaries'>,
): AsyncGenerator<AuditLine[]> {
  for (const diaryId of head.journalDiaries) {
    for (const month of auditPeriods(period)) {
      let after: KeyedLine | undefined;
      for (;;) {
        const keyset = after
          ? sql`and (b.date, document_kind, document_id, document_number, id) >
              (${after.date}, ${after.documentKind}, ${after.documentId}, ${after.documentNumber}, ${after.id})`
          : sql``;
        const rows = await withTenant(database, ownerId, (tx) =>
          rowsOf<KeyedLine>(
            tx,
            sql`select ${LINE_COLUMNS} from bookings b
              where owner_id = ${ownerId} and diary_id = ${diaryId} and id <= ${head.bound}
                and b.date >= ${after?.date ?? month.startDate} and b.date <= ${month.endDate} ${keyset}
              order by b.date, document_kind, document_id, document_number, id
              limit ${CHUNK}`,
          ),
        );
        if (rows.length > 0) yield rows;
        if (rows.length < CHUNK) break;
        after = rows[rows.length - 1];
      }
    }
  }
}
