// Absences in the benchmark (BENCH_PLANNING=1): a year of absences for 500 employees of every owner, then the month
// list the AbsentOverview asks for (absentsDateRange), the YearlyOverview and ContractHours for six weeks under load.
import { sql } from 'drizzle-orm';
import { withSystem } from '../apps/server/src/db/tenant.ts';
import type { ListBenchContext } from './lists.ts';
import { runLoad } from './load.ts';

const ABSENCE_EMPLOYEES = Number(process.env.BENCH_ABSENCE_EMPLOYEES ?? 500);
const YEAR = 2026;

/**
 * Per employee ten absences spread over the year: five-day leaves, three-day and one-day sicknesses (every fourth
 * employee partly sick), single days not available, and one pending request; about 5,000 rows per owner.
 */
async function generateAbsences(context: ListBenchContext): Promise<number> {
  return withSystem(context.database, async (tx) => {
    for (const ownerId of context.owners) {
      await tx.execute(sql`insert into absents (owner_id, employee_id, start_date, end_date, kind, status, decision,
          percentage, description)
        select e.owner_id, e.id, s.start_date, s.start_date + (case when k % 3 = 0 then 4 when k % 3 = 1 then 2 else 0 end),
          case k % 4 when 0 then 1 when 1 then 2 when 2 then 4 else 1 end,
          case when k = 9 then 1 else 2 end, case when k = 9 then 0 else 2 end,
          case when k % 4 = 1 and e.rn % 4 = 0 then 50 else 0 end, 'Bench absence ' || k
        from (select owner_id, id, row_number() over (order by id) as rn from employees
              where owner_id = ${ownerId} and deleted = 0 order by id limit ${ABSENCE_EMPLOYEES}) e
        cross join generate_series(0, 9) k
        cross join lateral (select date '2026-01-05' + ((k * 5 + (e.rn % 5)::int) * 7) as start_date) s`);
    }
    await tx.execute(sql`analyze absents`);
    const [row] = (
      (await tx.execute(sql`select count(*)::int as n from absents`)) as unknown as { rows: { n: number }[] }
    ).rows;
    return row?.n ?? 0;
  });
}

export async function benchAbsences(context: ListBenchContext): Promise<void> {
  const { address, tokens, concurrency, seconds, report } = context;
  const started = performance.now();
  const rows = await generateAbsences(context);
  console.log(
    `absences: ${rows} rows (${ABSENCE_EMPLOYEES} employees x 10 per owner) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const call = (path: string, body: unknown) => async (i: number) => {
    const response = await fetch(`${address}/api/r/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} ${response.status}`);
    await response.arrayBuffer();
  };
  const month = call('absentsDateRange', { startDate: `${YEAR}-06-01`, endDate: `${YEAR}-06-30` });
  for (const c of [1, concurrency]) report(`POST absentsDateRange month (c=${c})`, await runLoad(month, c, seconds));
  report('POST absenceYearOverview (c=1)', await runLoad(call('absenceYearOverview', { year: YEAR }), 1, seconds));
  const weeks = { startYear: YEAR, startWeek: 23, endYear: YEAR, endWeek: 28 };
  report('POST contract hours 6 weeks (c=1)', await runLoad(call('countPlanningContractWeekV2', weeks), 1, seconds));
}
