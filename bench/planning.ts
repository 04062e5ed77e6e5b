// Planning in the benchmark (issue 5), behind BENCH_PLANNING=1: per planning owner 500 employees, 5,000 projects with
// one work each (4 weekdays, one hour, staggered so nobody is double booked) and a year of their shifts (about a
// million rows). Measures the week view of the whole owner (agendaEntriesPlanning) under load, one month of default
// planning generated through the API, and a second run of it (nothing to do).
import { addDays, todayIso } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../apps/server/src/db/client.ts';
import { withSystem, withTenant } from '../apps/server/src/db/tenant.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { BENCH_PASSWORD } from './dataset.ts';
import type { Report } from './lists.ts';
import { fmt, runLoad, summarize } from './load.ts';
import { benchWeekViewInBrowser } from './planning-browser.ts';

const PLANNING_EMPLOYEES = Number(process.env.BENCH_PLANNING_EMPLOYEES ?? 500);
const PLANNING_WORKS = Number(process.env.BENCH_PLANNING_WORKS ?? 5000);
/** Weeks of stored shifts: 52 up to and including the week 8 weeks from now. */
const WEEKS_BEFORE = 44;
const WEEKS_AFTER = 8;
const planningUser = (i: number) => `planning${i}@bench.test`;

/** One planning owner: people, projects with a work each, and a year of default shifts written in SQL. */
async function generatePlanningOwner(
  tx: Db,
  index: number,
  passwordHash: string,
  firstMonday: string,
  lastDay: string,
) {
  const [owner] = await queryRows<{ id: number }>(
    tx,
    sql`insert into owners (name) values (${`Planning bench ${index}`}) returning id`,
  );
  const ownerId = owner?.id as number;
  const [account] = await queryRows<{ id: number }>(
    tx,
    sql`insert into user_accounts (user_name, password_hash) values (${planningUser(index)}, ${passwordHash}) returning id`,
  );
  await tx.execute(sql`insert into owner_users (owner_id, user_id, roles)
    values (${ownerId}, ${account?.id}, '["admin","employer_portal"]')`);
  await tx.execute(sql`insert into employers (owner_id, name) values (${ownerId}, 'Planning employer')`);
  await tx.execute(sql`insert into employees (owner_id, first_name, last_name)
    select ${ownerId}, 'Cleaner', 'Number ' || g from generate_series(1, ${PLANNING_EMPLOYEES}) g`);
  await tx.execute(sql`insert into employments (owner_id, employee_id, employer_id, number, start_date)
    select e.owner_id, e.id, m.id, row_number() over (order by e.id), date '2020-01-01'
    from employees e join employers m on m.owner_id = e.owner_id where e.owner_id = ${ownerId}`);
  await tx.execute(sql`insert into projects (owner_id, name, code)
    select ${ownerId}, 'Site ' || g, 'S' || g from generate_series(1, ${PLANNING_WORKS}) g`);
  // Work n: employee n mod 500 at 06:00 + (n div 500) hours for one hour, every weekday but one.
  await tx.execute(sql`insert into works (owner_id, project_id, description, minutes, selected_days, week_days,
      start_date)
    select p.owner_id, p.id, 'Office cleaning', 60,
      (select jsonb_agg(d order by d) from generate_series(1, 5) d where d <> p.n % 5 + 1),
      (select jsonb_object_agg(d::text, jsonb_build_array(jsonb_build_object('employeeId', e.id,
          'startTime', 600 + (p.n / ${PLANNING_EMPLOYEES}) % 14 * 100, 'endTime', 700 + (p.n / ${PLANNING_EMPLOYEES}) % 14 * 100,
          'pause', 0, 'travelTime', 0, 'addition', '', 'startDate', null, 'endDate', '3000-01-01')))
        from generate_series(1, 5) d where d <> p.n % 5 + 1),
      date '2024-01-01'
    from (select id, owner_id, row_number() over (order by id) - 1 as n from projects where owner_id = ${ownerId}) p
    join (select id, row_number() over (order by id) - 1 as n from employees where owner_id = ${ownerId}) e
      on e.n = p.n % ${PLANNING_EMPLOYEES}`);
  // The shifts default planning would have made, with its keys and stamps, so a run over these weeks finds them; in
  // date order, as month-by-month planning stores them.
  await tx.execute(sql`insert into agenda_entries (owner_id, key, date, original_date, employee_id, project_id, work_id,
      employee_work_id, start_time, end_time, hours, source, planning_type, work_stamp)
    select w.owner_id, 'd:' || w.id || ':' || to_char(d, 'YYYY-MM-DD') || ':' || (x ->> 'employeeId') || ':1',
      d::date, d::date, (x ->> 'employeeId')::int, w.project_id, w.id, (x ->> 'employeeId')::int,
      (x ->> 'startTime')::int, (x ->> 'endTime')::int, 100, 'default', 1,
      (x ->> 'startTime') || '-' || (x ->> 'endTime') || '-0-0'
    from works w
      cross join generate_series(${firstMonday}::date, ${lastDay}::date, interval '1 day') d
      cross join lateral (select w.week_days -> extract(isodow from d)::int::text -> 0 as x) j
    where w.owner_id = ${ownerId} and j.x is not null
    order by d, w.id`);
  return ownerId;
}

/** The planning weeks around today: 44 weeks back, this week, 8 ahead (52 weeks of shifts). */
function planningWeeks() {
  const today = todayIso();
  const { year, week } = isoWeek(today);
  const thisMonday = isoWeekStart(year, week);
  return { year, week, thisMonday, lastDay: addDays(thisMonday, 7 * (WEEKS_AFTER + 1) - 1) };
}

/** Makes the planning owners (before the server listens: it takes a while on PGlite); returns their ids. */
export async function generatePlanningDataset(database: Database, owners: number): Promise<number[]> {
  const { thisMonday, lastDay } = planningWeeks();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const started = performance.now();
  const ownerIds: number[] = [];
  for (let i = 1; i <= owners; i++) {
    const firstMonday = addDays(thisMonday, -7 * WEEKS_BEFORE);
    ownerIds.push(await withSystem(database, (tx) => generatePlanningOwner(tx, i, passwordHash, firstMonday, lastDay)));
  }
  await withSystem(database, (tx) => tx.execute(sql`analyze`));
  const [count] = await withSystem(database, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from agenda_entries where owner_id = ${ownerIds[0]}`),
  );
  console.log(
    `planning dataset: ${owners} owner(s) x ${PLANNING_EMPLOYEES} employees, ${PLANNING_WORKS} works, ${count?.n} shifts each, in ${fmt((performance.now() - started) / 1000)} s`,
  );
  return ownerIds;
}

export interface PlanningBenchContext {
  address: string;
  database: Database;
  concurrency: number;
  seconds: number;
  report: Report;
}

export async function benchPlanning(context: PlanningBenchContext, ownerIds: number[]): Promise<void> {
  const { address, database, concurrency, seconds, report } = context;
  const { year, week, thisMonday, lastDay } = planningWeeks();
  const owners = ownerIds.length;
  let started = performance.now();
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} ${response.status} ${await response.text()}`);
    return response;
  };
  const tokens: string[] = [];
  for (let i = 1; i <= owners; i++) {
    const login = await post('/login', {
      userName: planningUser(i),
      password: BENCH_PASSWORD,
      ownerId: ownerIds[i - 1],
    });
    tokens.push(((await login.json()) as { token: string }).token);
  }
  const weekOf = (view: number) => async (i: number) => {
    const response = await post('/r/agendaEntriesPlanning', { year, week, view }, tokens[i % tokens.length]);
    await response.arrayBuffer();
  };
  const sample = await post('/r/agendaEntriesPlanning', { year, week }, tokens[0]);
  const body = (await sample.json()) as { entries: unknown[]; rows: unknown[] };
  console.log(
    `week view: ${body.rows.length} rows, ${body.entries.length} shifts, ${fmt(JSON.stringify(body).length / 1e6)} MB of JSON`,
  );
  for (const c of [1, concurrency])
    report(`agendaEntriesPlanning employees (c=${c})`, await runLoad(weekOf(1), c, seconds));
  report('agendaEntriesPlanning projects (c=1)', await runLoad(weekOf(2), 1, seconds));

  // The floor: the week's shifts alone, in raw SQL inside a tenant transaction.
  const latencies: number[] = [];
  started = performance.now();
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await withTenant(database, ownerIds[0] as number, (tx) =>
      queryRows(
        tx,
        sql`select id, date, employee_id, project_id, start_time, end_time, pause, note from agenda_entries
          where owner_id = ${ownerIds[0]} and date between ${thisMonday} and ${addDays(thisMonday, 6)} and deleted = 0`,
      ),
    );
    latencies.push(performance.now() - start);
  }
  report('raw SQL week shifts (1 client)', summarize(latencies, 0, (performance.now() - started) / 1000));

  await benchWeekViewInBrowser(address, { userName: planningUser(1), password: BENCH_PASSWORD }, { year, week });

  // One month of default planning right after the stored weeks: every slot is new.
  const month = { startDate: addDays(lastDay, 1), endDate: addDays(lastDay, 30) };
  for (const run of ['first', 'second']) {
    started = performance.now();
    const result = await (await post('/r/defaultPlanning', month, tokens[0])).json();
    const ms = performance.now() - started;
    console.log(`defaultPlanning one month (${run} run): ${fmt(ms / 1000)} s ${JSON.stringify(result)}`);
    report(`defaultPlanning month (${run} run)`, summarize([ms], 0, ms / 1000));
  }
}
