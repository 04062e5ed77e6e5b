import { projectHoursRows, type StageSum, type TProjectHours } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

/**
 * projectHoursOverview: the live shifts of the period (a removed default shift, source 'del', is no shift) summed
 * per project and stage (confirmed 0/1/2), valued at their work's hour rate; a shift planned without a work has none.
 */
export async function projectHours(
  tx: Db,
  ownerId: number,
  period: { startDate: string; endDate: string },
): Promise<TProjectHours> {
  const sums = await queryRows<Omit<StageSum, 'hoursTimesRate'> & { hoursTimesRate: string }>(
    tx,
    sql`select a.project_id as "projectId", p.name as "projectName", coalesce(c.name, '') as "customerName",
        a.confirmed as "stage", sum(a.hours)::int as "hours",
        sum(a.hours::bigint * coalesce(w.hour_rate, 0))::text as "hoursTimesRate"
      from agenda_entries a
      join projects p on p.owner_id = a.owner_id and p.id = a.project_id
      left join customers c on c.owner_id = p.owner_id and c.id = p.customer_id
      left join works w on w.owner_id = a.owner_id and w.id = a.work_id
      where a.owner_id = ${ownerId} and a.deleted = 0 and a.source <> 'del'
        and a.date between ${period.startDate}::date and ${period.endDate}::date
      group by a.project_id, p.name, c.name, a.confirmed`,
  );
  return projectHoursRows(sums.map((sum) => ({ ...sum, hoursTimesRate: BigInt(sum.hoursTimesRate) })));
}
