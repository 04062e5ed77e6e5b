// Customers and projects in the benchmark (issue 4): 20,000 customers and 5,000 projects per owner, each project with
// 1-2 addresses and 1-3 works; allProjects and allCustomers are loaded as every cached list is (lists.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { benchCachedList, type ListBenchContext } from './lists.ts';

export const BENCH_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
export const BENCH_PROJECTS = Number(process.env.BENCH_PROJECTS ?? 5_000);

/** Every 50th customer is a manager of the next ten; every 25th project has ended; works end in the past for 1 in 7. */
export async function generateProjects(tx: Db, ownerId: number, customers: number, projects: number): Promise<void> {
  await tx.execute(sql`insert into customers (owner_id, number, name, address, house_number, postal_code, city,
      email, invoice_to_email, payment_days, bank_accounts, is_manager, deleted)
    select ${ownerId}, 10000 + g, 'Customer ' || g || ' B.V.', 'Street ' || g, (g % 300)::text, '3511 AB', 'Utrecht',
      'info' || g || '@customer.test', 'invoices' || g || '@customer.test', 14 + g % 3 * 7,
      '["NL91ABNA0417164300"]', (g % 50 = 0)::int, (g % 40 = 0)::int
    from generate_series(1, ${customers}) g`);
  await tx.execute(sql`update customers c set management_id = m.id from customers m
    where c.owner_id = ${ownerId} and m.owner_id = ${ownerId} and m.is_manager = 1
      and c.number between m.number + 1 and m.number + 10`);
  await tx.execute(sql`insert into projects (owner_id, name, code, customer_id, map_color, district_id, end_date, deleted)
    select ${ownerId}, 'Project ' || g, 'P' || g, c.id,
      (array['000000','FFFF00','0000FF','FF0000','00FF00','FFA100','B200FF','FF00DC'])[1 + g % 8], g % 5,
      case when g % 25 = 0 then date '2024-12-31' else date '3000-01-01' end, (g % 60 = 0)::int
    from generate_series(1, ${projects}) g
    join customers c on c.owner_id = ${ownerId} and c.number = 10000 + (g * 3 % ${customers}) + 1`);
  await tx.execute(sql`insert into project_addresses (owner_id, project_id, address, house_number, postal_code, city,
      latitude, longitude, main_address)
    select owner_id, id, 'Site street ' || id, (id % 100)::text, '3512 CD', 'Utrecht', 52.0 + (id % 100) / 500.0,
      5.0 + (id % 77) / 300.0, 1
    from projects where owner_id = ${ownerId}`);
  await tx.execute(sql`insert into project_addresses (owner_id, project_id, address, house_number, postal_code, city,
      latitude, longitude, main_address)
    select owner_id, id, 'Back entrance ' || id, '1', '3512 CE', 'Utrecht', 52.1, 5.1, 0
    from projects where owner_id = ${ownerId} and id % 2 = 0`);
  await tx.execute(sql`insert into works (owner_id, project_id, description, hour_rate, minutes, selected_days,
      week_days, start_date, end_date)
    select p.owner_id, p.id, 'Office cleaning ' || w, 3450, 120, '[1,2,3,4,5]',
      '{"1":[{"employeeId":1,"startTime":600,"endTime":800,"pause":0,"travelTime":0,"addition":"","startDate":null,"endDate":"3000-01-01"}]}',
      date '2022-01-01', case when (p.id + w) % 7 = 0 then date '2023-12-31' else date '3000-01-01' end
    from projects p cross join generate_series(1, 3) w
    where p.owner_id = ${ownerId} and w <= 1 + p.id % 3`);
}

/** allProjects and allCustomers, each as benchCachedList measures a cached list. */
export async function benchProjects(context: ListBenchContext): Promise<void> {
  await benchCachedList(context, 'allProjects', 'projects');
  await benchCachedList(context, 'allCustomers', 'customers');
}
