import {
  formatWallClock,
  OVERVIEW_MAX_ROWS,
  type OverviewOrder,
  type TOverviewRow,
  type TPagedAgendaAnswer,
  type TPagedAgendaQuery,
} from '@backoffice/domain';
import { formatDate, formatTime } from '@backoffice/domain/format';
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like.ts';
import { agendaEntries, employees, projects } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { type ExportColumn, HOURS_FORMAT, hoursCell } from './export-sheet.ts';
import { employeeJoin, employeeName, projectJoin, projectName, shiftBaseColumns, shiftFilter } from './shift-rows.ts';

/** The most rows "all rows per page" answers; more is refused with this text (a page, or the export, serves). */
const OVERVIEW_ALL_LIMIT = 5000;
type Request = Omit<TPagedAgendaQuery, 'columns'>;

const ORDER: Record<OverviewOrder, SQL | AnyPgColumn> = {
  date: agendaEntries.date,
  employee: employeeName,
  project: projectName,
  startTime: agendaEntries.startTime,
  endTime: agendaEntries.endTime,
  hours: agendaEntries.hours,
  confirmed: agendaEntries.confirmed,
  planningType: agendaEntries.planningType,
};

/**
 * A search word in the employee's or the project's name. Matched in the small tables first (hundreds of employees,
 * thousands of projects) and then by id, instead of building and matching a name for each of a month's shifts.
 */
const nameMatches = (ownerId: number, word: string) => {
  const like = containsPattern(word);
  return sql`(${agendaEntries.employeeId} in (select ${employees.id} from ${employees}
      where ${employees.ownerId} = ${ownerId} and ${employeeName} ilike ${like})
    or ${agendaEntries.projectId} in (select ${projects.id} from ${projects}
      where ${projects.ownerId} = ${ownerId} and ${projects.name} ilike ${like}))`;
};

/** Every live shift of the period (unassigned ones too) with the filters; each search word in a name. */
function overviewWhere(ownerId: number, r: Request): SQL {
  const words = r.search.split(/\s+/).filter(Boolean);
  return and(
    shiftFilter(ownerId, r, true),
    r.confirmed >= 0 ? eq(agendaEntries.confirmed, r.confirmed) : undefined,
    ...words.map((word) => nameMatches(ownerId, word)),
  ) as SQL;
}

const columns = {
  ...shiftBaseColumns,
  travelTime: agendaEntries.travelTime,
  planningType: agendaEntries.planningType,
  source: agendaEntries.source,
  addition: agendaEntries.addition,
  announcedAt: agendaEntries.announcedAt,
  workOrderUploadId: agendaEntries.workOrderUploadId,
};

const toRow = <R extends { announcedAt: Date | null }>(row: R) => ({
  ...row,
  announcedAt: row.announcedAt ? row.announcedAt.toISOString() : null,
});

/** Every match with its names in the order asked (the export). */
async function readAll(tx: Db, ownerId: number, r: Request, limit: number): Promise<TOverviewRow[]> {
  const direction = r.descending ? desc : asc;
  const rows = await tx
    .select(columns)
    .from(agendaEntries)
    .leftJoin(employees, employeeJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .where(overviewWhere(ownerId, r))
    .orderBy(direction(ORDER[r.orderBy]), direction(agendaEntries.id))
    .limit(limit);
  return rows.map(toRow);
}

/**
 * The ids of one page and the count of all matches, in one pass over the period's shifts. A sort by name goes by the
 * name's rank among the owner's employees (or projects): a small ranking joined by id sorts a month of shifts on an
 * integer instead of building and comparing a name for each. The names are read for the page's rows only.
 */
async function pageIds(tx: Db, ownerId: number, r: Request, limit: number, offset: number) {
  const direction = r.descending ? desc : asc;
  const employeeRank = tx
    .select({
      id: employees.id,
      rank: sql<number>`row_number() over (order by ${employeeName}, ${employees.id})`.as('rank'),
    })
    .from(employees)
    .where(eq(employees.ownerId, ownerId))
    .as('employee_rank');
  const projectRank = tx
    .select({
      id: projects.id,
      rank: sql<number>`row_number() over (order by ${projects.name}, ${projects.id})`.as('rank'),
    })
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .as('project_rank');
  let query = tx
    .select({ id: agendaEntries.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(agendaEntries)
    .$dynamic();
  let key: SQLWrapper = ORDER[r.orderBy];
  if (r.orderBy === 'employee') {
    query = query.leftJoin(employeeRank, eq(employeeRank.id, agendaEntries.employeeId));
    key = employeeRank.rank;
  } else if (r.orderBy === 'project') {
    query = query.leftJoin(projectRank, eq(projectRank.id, agendaEntries.projectId));
    key = projectRank.rank;
  }
  const rows = await query
    .where(overviewWhere(ownerId, r))
    .orderBy(direction(key), direction(agendaEntries.id))
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total };
}

async function rowsById(tx: Db, ownerId: number, ids: number[]): Promise<TOverviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(columns)
    .from(agendaEntries)
    .leftJoin(employees, employeeJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .where(and(eq(agendaEntries.ownerId, ownerId), inArray(agendaEntries.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, toRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function countMatches(tx: Db, ownerId: number, r: Request): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(agendaEntries).where(overviewWhere(ownerId, r));
  return row?.n ?? 0;
}

/** pagedAgendaEntriesCacheV3: one page of the period's shifts and the number of all matches. */
export async function overviewPage(tx: Db, ownerId: number, r: Request): Promise<TPagedAgendaAnswer> {
  if (r.perPage === 0) {
    const resultCount = await countMatches(tx, ownerId, r);
    if (resultCount > OVERVIEW_ALL_LIMIT)
      throw fail('overview.tooManyRows', { count: resultCount, limit: OVERVIEW_ALL_LIMIT });
    const { ids } = await pageIds(tx, ownerId, r, OVERVIEW_ALL_LIMIT, 0);
    return { agendaEntries: await rowsById(tx, ownerId, ids), resultCount };
  }
  const { ids, total } = await pageIds(tx, ownerId, r, r.perPage, (r.page - 1) * r.perPage);
  // A page past the end has no rows to carry the count: count apart (the table then moves to the last page).
  const resultCount = total ?? (r.page > 1 ? await countMatches(tx, ownerId, r) : 0);
  return { agendaEntries: await rowsById(tx, ownerId, ids), resultCount };
}

/** Every match, for the export (at most OVERVIEW_MAX_ROWS). */
export async function overviewAll(tx: Db, ownerId: number, r: Request): Promise<TOverviewRow[]> {
  const resultCount = await countMatches(tx, ownerId, r);
  if (resultCount > OVERVIEW_MAX_ROWS)
    throw fail('overview.tooManyRows', { count: resultCount, limit: OVERVIEW_MAX_ROWS });
  return readAll(tx, ownerId, r, OVERVIEW_MAX_ROWS);
}

const STATUS = ['scheduled', 'confirmed', 'invoiced'];
const PLANNING_TYPE = ['', 'standard', 'changed', 'extra shift'];

export const OVERVIEW_COLUMNS: readonly ExportColumn<TOverviewRow>[] = [
  { key: 'date', title: 'Date', cell: (r) => formatDate(r.date) },
  { key: 'employee', title: 'Employee', cell: (r) => r.employeeName },
  { key: 'project', title: 'Project', cell: (r) => r.projectName },
  { key: 'startTime', title: 'Start', cell: (r) => formatTime(r.startTime) },
  { key: 'endTime', title: 'End', cell: (r) => formatTime(r.endTime) },
  { key: 'pause', title: 'Pause', cell: (r) => hoursCell(r.pause), numFmt: HOURS_FORMAT },
  { key: 'travelTime', title: 'Travel time', cell: (r) => hoursCell(r.travelTime), numFmt: HOURS_FORMAT },
  { key: 'hours', title: 'Hours', cell: (r) => hoursCell(r.hours), numFmt: HOURS_FORMAT },
  {
    key: 'confirmed',
    title: 'Status',
    cell: (r) => STATUS[r.confirmed] ?? String(r.confirmed),
    code: (r) => r.confirmed,
  },
  {
    key: 'planningType',
    title: 'Type',
    cell: (r) => PLANNING_TYPE[r.planningType] ?? String(r.planningType),
    code: (r) => r.planningType,
  },
  { key: 'addition', title: 'Addition', cell: (r) => r.addition },
  {
    key: 'announcedAt',
    title: 'Announced',
    cell: (r) => (r.announcedAt ? formatWallClock(new Date(r.announcedAt)) : ''),
  },
  {
    key: 'workOrder',
    title: 'Work order',
    cell: (r) => (r.workOrderUploadId ? 'yes' : ''),
    code: (r) => (r.workOrderUploadId ? 1 : 0),
  },
];
