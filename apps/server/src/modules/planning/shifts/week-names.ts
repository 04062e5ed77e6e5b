import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { employees } from '../../../db/schema/index.ts';
import { JsonText, type ListCache } from '../../../platform/list-cache.ts';
import { employeeNameSql } from '../../keys/index.ts';

// The people and projects the week view names, with what decides whether they are a row of a week (contracts, works,
// end dates). They change far less often than the planning is read, so each owner's list is kept in the list cache
// until its data set changes (the employees and projects triggers of migrations 0004 and 0006), like allEmployees.

type Period = [string, string];

/** [id, name, deleted, contracts] of every employee of the owner (deleted ones too: old shifts name them). */
export type EmployeeOfWeek = [number, string, number, Period[]];
/** [id, name, deleted, endDate, blacklist or null, works] of every project of the owner. */
export type ProjectOfWeek = [number, string, number, string, number[] | null, Period[]];

const VARIANT = 'planning-week';

async function doc(tx: Db, query: ReturnType<typeof sql>): Promise<JsonText> {
  const [row] = await queryRows<{ doc: string | null }>(tx, query);
  return new JsonText(row?.doc ?? '[]');
}

export async function employeesOfOwner(lists: ListCache, tx: Db, ownerId: number): Promise<EmployeeOfWeek[]> {
  const list = await lists.json(tx, ownerId, 'employees', VARIANT, () =>
    doc(
      tx,
      sql`select json_agg(json_build_array(employees.id, ${employeeNameSql(employees)}, employees.deleted,
        coalesce((select json_agg(json_build_array(m.start_date, m.end_date)) from employments m
          where m.owner_id = employees.owner_id and m.employee_id = employees.id and m.deleted = 0), '[]')))::text as doc
      from ${employees} where employees.owner_id = ${ownerId}`,
    ),
  );
  return JSON.parse(list.body) as EmployeeOfWeek[];
}

export async function projectsOfOwner(lists: ListCache, tx: Db, ownerId: number): Promise<ProjectOfWeek[]> {
  const list = await lists.json(tx, ownerId, 'projects', VARIANT, () =>
    doc(
      tx,
      sql`select json_agg(json_build_array(p.id, p.name, p.deleted, p.end_date,
        case when p.blacklist <> '[]'::jsonb then p.blacklist end,
        coalesce((select json_agg(json_build_array(w.start_date, w.end_date)) from works w
          where w.owner_id = p.owner_id and w.project_id = p.id and w.deleted = 0), '[]')))::text as doc
      from projects p where p.owner_id = ${ownerId}`,
    ),
  );
  return JSON.parse(list.body) as ProjectOfWeek[];
}

/** Whether one of the periods overlaps [from, to]. */
export const overlaps = (periods: readonly Period[], from: string, to: string) =>
  periods.some(([start, end]) => start <= to && end >= from);
