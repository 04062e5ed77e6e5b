import {
  formatWallClock,
  OVERVIEW_MAX_ROWS,
  type OverviewOrder,
  type TOverviewRow,
  type TPagedAgendaAnswer,
  type TPagedAgendaQuery,
} from '@backoffice/domain';
import { formatDate, formatTime } from '@backoffice/domain/format';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, employees, projects } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import { type ExportColumn, HOURS_FORMAT, hoursCell } from './export-sheet.ts';
import { employeeJoin, employeeName, projectJoin, projectName, shiftBaseColumns, shiftFilter } from './shift-rows.ts';

/** The most rows "all rows per page" answers; more is refused with this text (a page, or the export, serves). */
const OVERVIEW_ALL_LIMIT = 5000;
const tooManyRowsText = (n: number, limit: number) =>
  `Too many shifts (${n}) to show at once; the most is ${limit}. Choose a shorter period or fewer rows per page.`;

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

const likeText = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every live shift of the period (unassigned ones too) with the filters; each search word in a name. */
function overviewWhere(ownerId: number, r: Request): SQL {
  const words = r.search.split(/\s+/).filter(Boolean);
  return and(
    shiftFilter(ownerId, r, true),
    r.confirmed >= 0 ? eq(agendaEntries.confirmed, r.confirmed) : undefined,
    ...words.map((word) => or(ilike(employeeName, likeText(word)), ilike(projectName, likeText(word)))),
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

async function readPage(tx: Db, ownerId: number, r: Request, limit: number, offset: number): Promise<TOverviewRow[]> {
  const direction = r.descending ? desc : asc;
  const rows = await tx
    .select(columns)
    .from(agendaEntries)
    .leftJoin(employees, employeeJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .where(overviewWhere(ownerId, r))
    .orderBy(direction(ORDER[r.orderBy]), direction(agendaEntries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, announcedAt: row.announcedAt ? row.announcedAt.toISOString() : null }));
}

async function countMatches(tx: Db, ownerId: number, r: Request): Promise<number> {
  const base = tx.select({ n: count() }).from(agendaEntries);
  // The names are joined only when the search needs them: a count over a month stays on the date index.
  const query = r.search
    ? base.leftJoin(employees, employeeJoin(ownerId)).leftJoin(projects, projectJoin(ownerId))
    : base;
  const [row] = await query.where(overviewWhere(ownerId, r));
  return row?.n ?? 0;
}

/** pagedAgendaEntriesCacheV3: one page of the period's shifts and the number of all matches. */
export async function overviewPage(tx: Db, ownerId: number, r: Request): Promise<TPagedAgendaAnswer> {
  const resultCount = await countMatches(tx, ownerId, r);
  if (r.perPage === 0 && resultCount > OVERVIEW_ALL_LIMIT) {
    throw badRequest(tooManyRowsText(resultCount, OVERVIEW_ALL_LIMIT));
  }
  const limit = r.perPage === 0 ? OVERVIEW_ALL_LIMIT : r.perPage;
  const offset = r.perPage === 0 ? 0 : (r.page - 1) * r.perPage;
  const agendaEntries = resultCount === 0 ? [] : await readPage(tx, ownerId, r, limit, offset);
  return { agendaEntries, resultCount };
}

/** Every match, for the export (at most OVERVIEW_MAX_ROWS). */
export async function overviewAll(tx: Db, ownerId: number, r: Request): Promise<TOverviewRow[]> {
  const resultCount = await countMatches(tx, ownerId, r);
  if (resultCount > OVERVIEW_MAX_ROWS) throw badRequest(tooManyRowsText(resultCount, OVERVIEW_MAX_ROWS));
  return readPage(tx, ownerId, r, OVERVIEW_MAX_ROWS, 0);
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
];
