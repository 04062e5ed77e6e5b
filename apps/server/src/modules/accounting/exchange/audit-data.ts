import type { TAuditPeriod } from '@backoffice/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { diaries, ledgerAccounts } from '../../../db/schema/index.ts';
import { readStored } from '../../owner-lists/index.ts';
import { findOwner, toOwner } from '../../settings/index.ts';
import { accountingSettingsOf } from '../settings-store.ts';

// What an audit file of a period holds, read from the owner's data: the small parts at once, the booking lines through
// a cursor in the order of the file (diary, document, date), a chunk at a time, so a year of a million lines is never
// in memory whole. Amounts in cents.

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
  /** Balance-sheet accounts' balances before the period (debit positive), accounts at 0 left out. */
  opening: { accountId: number; balance: number }[];
  totals: { lines: number; debit: number; credit: number };
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

async function openingOf(tx: Db, ownerId: number, startDate: string) {
  const rows = await rowsOf<{ accountId: number; balance: string }>(
    tx,
    sql`
    select b.account_id as "accountId", sum(b.debit - b.credit)::bigint as balance
    from bookings b
    join ledger_accounts a on a.owner_id = b.owner_id and a.id = b.account_id and a.kind in (1, 2)
    where b.owner_id = ${ownerId} and b.date < ${startDate}
    group by b.account_id
    having sum(b.debit - b.credit) <> 0`,
  );
  return rows.map((row) => ({ accountId: row.accountId, balance: Number(row.balance) }));
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
  const [totals] = await rowsOf<{ lines: number; debit: string; credit: string }>(
    tx,
    sql`
      select count(*)::int as lines, coalesce(sum(debit), 0)::bigint as debit, coalesce(sum(credit), 0)::bigint as credit
      from bookings where owner_id = ${ownerId} and date >= ${period.startDate} and date <= ${period.endDate}`,
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
    accounts: await tx
      .select({
        id: ledgerAccounts.id,
        number: ledgerAccounts.number,
        description: ledgerAccounts.description,
        kind: ledgerAccounts.kind,
        rgsCode: ledgerAccounts.rgsCode,
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, ownerId))
      .orderBy(asc(ledgerAccounts.number)),
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
    opening: await openingOf(tx, ownerId, period.startDate),
    totals: {
      lines: totals?.lines ?? 0,
      debit: Number(totals?.debit ?? 0),
      credit: Number(totals?.credit ?? 0),
    },
  };
}

/** Lines fetched per round trip: large enough that the round trips do not count, small enough to stay a few MB. */
const CHUNK = 5000;

/**
 * The period's booking lines in the file's order (diary, document, date), CHUNK at a time through a cursor of the
 * call's transaction: the database sorts once, and only one chunk is in memory.
 */
export async function* auditLines(tx: Db, ownerId: number, period: TAuditPeriod): AsyncGenerator<AuditLine[]> {
  await tx.execute(sql`
    declare audit_lines no scroll cursor for
    select diary_id as "diaryId", document_kind as "documentKind", document_id as "documentId",
      document_number as "documentNumber", date::text as date, account_id as "accountId", description, debit, credit,
      customer_id as "customerId", supplier_id as "supplierId", vat_code_id as "vatCodeId"
    from bookings
    where owner_id = ${ownerId} and date >= ${period.startDate} and date <= ${period.endDate}
    order by diary_id, document_kind, document_id, document_number, date, id`);
  for (;;) {
    const rows = await rowsOf<AuditLine>(tx, sql.raw(`fetch ${CHUNK} from audit_lines`));
    if (rows.length === 0) break;
    yield rows;
  }
  await tx.execute(sql`close audit_lines`);
}
