import {
  billedPeriodKey,
  LOCALES,
  type Locale,
  type ProposalSource,
  type RunKind,
  SHIFT_STATUS,
  type TPeriodicRequest,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { agendaEntries, customers, projects, works } from '../../../db/schema/index.ts';
import { salesSettingsOf } from '../../settings/index.ts';
import { cancelledInvoiceIds } from '../invoices/credited.ts';
import { salesLists } from '../invoices/owner-data.ts';

// What a run reads: the owner's live customers, projects and works, the confirmed shifts of the period not on an
// invoice yet, and which work periods are already on a live invoice.

const asLocale = (value: string): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'nl');

/**
 * Work periods on live invoices (drafts included, also inside joined rows): a period row is a row with a work and no
 * shift, dated on the period's first day (periodic-proposals.ts). Credit invoices bill nothing, and an invoice its
 * credits cancel bills nothing any more (credited.ts).
 */
export async function billedPeriods(tx: Db, ownerId: number, workIds: readonly number[]): Promise<Set<string>> {
  if (workIds.length === 0) return new Set();
  const ids = sql.join(
    workIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const cancelled = `{${[...(await cancelledInvoiceIds(tx, ownerId))].join(',')}}`;
  const rows = await queryRows<{ work_id: number; row_date: string }>(
    tx,
    sql`with r as (
          select x.row from invoices i, jsonb_array_elements(i.rows) as x(row)
          where i.owner_id = ${ownerId} and i.deleted = 0 and i.credit_for = 0 and i.id <> all(${cancelled}::int[])
        ), flat as (
          select row from r
          union all
          select j.row from r, jsonb_array_elements(coalesce(r.row->'joinedRows', '[]'::jsonb)) as j(row)
        )
        select (row->>'workId')::int as work_id, row->>'rowDate' as row_date from flat
        where coalesce((row->>'confirmedEntryId')::int, 0) = 0 and (row->>'workId')::int in (${ids})`,
  );
  return new Set(rows.map((row) => billedPeriodKey(Number(row.work_id), row.row_date)));
}

export async function proposalSource(
  tx: Db,
  ownerId: number,
  kind: RunKind,
  range: TPeriodicRequest,
): Promise<ProposalSource> {
  const customerRows = await tx
    .select({
      id: customers.id,
      name: customers.name,
      locale: customers.locale,
      joinInvoices: customers.joinInvoices,
      multiProjects: customers.multiProjects,
    })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.deleted, 0)));
  const projectRows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      customerId: projects.customerId,
      invoicingBlocked: projects.invoicingBlocked,
    })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.deleted, 0)));
  const workRows = await tx
    .select()
    .from(works)
    .where(and(eq(works.ownerId, ownerId), eq(works.deleted, 0)));
  const entries = await tx
    .select({
      id: agendaEntries.id,
      date: agendaEntries.date,
      hours: agendaEntries.hours,
      projectId: agendaEntries.projectId,
      workId: agendaEntries.workId,
      planningType: agendaEntries.planningType,
    })
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        eq(agendaEntries.deleted, 0),
        eq(agendaEntries.confirmed, SHIFT_STATUS.confirmed),
        eq(agendaEntries.invoiceId, 0),
        ne(agendaEntries.workId, 0),
        gte(agendaEntries.date, range.startDate),
        lte(agendaEntries.date, range.endDate),
      ),
    )
    .orderBy(agendaEntries.date, agendaEntries.id);
  const periodicWorkIds = kind === 'periodic' ? workRows.map((work) => work.id) : [];
  const lists = await salesLists(tx, ownerId);
  const { periodicInvoiceDate, workTypeId, vatCodeId } = await salesSettingsOf(tx, ownerId);
  return {
    kind,
    startDate: range.startDate,
    endDate: range.endDate,
    today: todayIso(),
    customers: customerRows.map((c) => ({ ...c, locale: asLocale(c.locale) })),
    projects: projectRows,
    works: workRows.map((work) => ({
      ...work,
      fixedWeeks: work.fixedWeeks as number[],
      fixedMonths: work.fixedMonths as number[],
      weeksOfMonth: work.weeksOfMonth as number[],
      selectedDays: work.selectedDays as number[],
    })),
    entries,
    billed: await billedPeriods(tx, ownerId, periodicWorkIds),
    ...lists,
    settings: { periodicInvoiceDate, workTypeId, vatCodeId },
  };
}

/** The live entries among `ids` that are confirmed and on no invoice, with their project. */
export async function freeShifts(tx: Db, ownerId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: agendaEntries.id, projectId: agendaEntries.projectId })
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        inArray(agendaEntries.id, ids),
        eq(agendaEntries.deleted, 0),
        eq(agendaEntries.confirmed, SHIFT_STATUS.confirmed),
        eq(agendaEntries.invoiceId, 0),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.projectId]));
}
