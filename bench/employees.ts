// Employees in the benchmark: a generated workforce per owner, allEmployees and saveEmployee under load, and three
// ways of reading employees with their addresses and employments timed inside a tenant transaction: the server's query
// (one row per employee, lists as json_agg), three queries (rows only), and a bare json_agg query without mapping.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { employees } from '../apps/server/src/db/schema/index.ts';
import { withTenant } from '../apps/server/src/db/tenant.ts';
import {
  addressRows,
  employeeColumns,
  employmentRows,
  listEmployees,
} from '../apps/server/src/modules/employees/index.ts';
import { benchCachedList, type ListBenchContext } from './lists.ts';
import { runLoad, summarize } from './load.ts';

/**
 * `n` employees for one owner (every 20th deleted), each with 1-2 addresses (every second one moved in 2020) and 1-2
 * employments (every third one ended and followed by a contract with the other employer), with 2 employers.
 */
export async function generateEmployees(tx: Db, ownerId: number, n: number): Promise<void> {
  await tx.execute(sql`insert into employers (owner_id, name, conversion_factors, leave_types)
    values (${ownerId}, 'Bench employer A', '{"a":1}', '[{"id":1,"name":"Vakantie","order":1}]'),
           (${ownerId}, 'Bench employer B', '{"a":1.2}', '[]')`);
  const employerIds = await queryRows<{ id: number }>(
    tx,
    sql`select id from employers where owner_id = ${ownerId} order by id`,
  );
  const [a, b] = employerIds.map((r) => r.id);
  await tx.execute(sql`insert into employees (owner_id, first_name, insertion, last_name, birth_date, email, mobile,
      bsn, iban, document_number, flex_filter_value, deleted)
    select ${ownerId}, 'First' || g, case when g % 4 = 0 then 'van' else '' end, 'Last' || g,
      date '1960-01-01' + (g * 37 % 15000), 'employee' || g || '@bench.test', '06-' || (10000000 + g),
      '111222333', 'NL91ABNA0417164300', 'NX' || g, '{"size":"M"}', (g % 20 = 0)::int
    from generate_series(1, ${n}) g`);
  await tx.execute(sql`insert into employee_addresses (owner_id, employee_id, address, house_number, postal_code, city,
      latitude, longitude, start_date, end_date, main)
    select owner_id, id, 'Street ' || id, (id % 200)::text, '3511 AB', 'Utrecht', 52.09, 5.12, date '2015-01-01',
      case when id % 2 = 0 then date '2019-12-31' else date '3000-01-01' end, 1
    from employees where owner_id = ${ownerId}`);
  await tx.execute(sql`insert into employee_addresses (owner_id, employee_id, address, house_number, postal_code, city,
      latitude, longitude, start_date, main)
    select owner_id, id, 'New street ' || id, '1', '3811 AD', 'Amersfoort', 52.15, 5.38, date '2020-01-01', 1
    from employees where owner_id = ${ownerId} and id % 2 = 0`);
  await tx.execute(sql`insert into employments (owner_id, employee_id, employer_id, number, min_hours, external_rate,
      internal_rate, start_date, end_date)
    select owner_id, id, ${a}, row_number() over (order by id), 2400, 3000, 1700, date '2015-01-01' + (id % 1000),
      case when id % 3 = 0 then date '2020-12-31' else date '3000-01-01' end
    from employees where owner_id = ${ownerId}`);
  await tx.execute(sql`insert into employments (owner_id, employee_id, employer_id, number, min_hours, start_date)
    select owner_id, id, ${b}, ${n} + row_number() over (order by id), 1600, date '2021-01-01'
    from employees where owner_id = ${ownerId} and id % 3 = 0`);
}

// The alternative read, for the comparison only: one statement with json_agg subqueries.
const jsonAggList = (ownerId: number) => sql`
  select e.id, e.first_name as "firstName", e.insertion, e.last_name as "lastName", e.birth_date as "birthDate",
    e.email, e.mobile, e.bsn, e.iban, e.flex_filter_value as "flexFilterValue", e.deleted,
    coalesce((select json_agg(json_build_object('id', a.id, 'address', a.address, 'houseNumber', a.house_number,
      'postalCode', a.postal_code, 'city', a.city, 'latitude', a.latitude, 'longitude', a.longitude,
      'startDate', a.start_date, 'endDate', a.end_date, 'main', a.main) order by a.start_date, a.id)
      from employee_addresses a where a.owner_id = e.owner_id and a.employee_id = e.id and a.deleted = 0), '[]')
      as addresses,
    coalesce((select json_agg(json_build_object('id', m.id, 'number', m.number, 'employerId', m.employer_id,
      'minHours', m.min_hours, 'externalRate', m.external_rate, 'internalRate', m.internal_rate,
      'startDate', m.start_date, 'endDate', m.end_date, 'isClosed', m.is_closed) order by m.start_date, m.id)
      from employments m where m.owner_id = e.owner_id and m.employee_id = e.id and m.deleted = 0), '[]')
      as employments
  from employees e where e.owner_id = ${ownerId} and e.deleted = 0
  order by e.last_name, e.first_name, e.id`;

const threeQueries = async (tx: Db, ownerId: number) => {
  await tx
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.ownerId, ownerId), eq(employees.deleted, 0)));
  await addressRows(tx, ownerId);
  await employmentRows(tx, ownerId);
};

export async function benchEmployees(options: ListBenchContext): Promise<void> {
  const { address, tokens, owners, database, concurrency, seconds, report } = options;
  await benchCachedList(options, 'allEmployees', 'employees');

  // saveEmployee as the edit page sends it: the whole employee with its lists, one field changed.
  const samples: { token: string; employee: Record<string, unknown> }[] = [];
  for (const token of tokens) {
    const response = await fetch(`${address}/api/r/allEmployees`, { headers: { authorization: `Bearer ${token}` } });
    const list = (await response.json()) as Record<string, unknown>[];
    for (const employee of list.slice(0, 50)) samples.push({ token, employee });
  }
  const save = async (i: number) => {
    const sample = samples[i % samples.length];
    if (!sample) throw new Error('no sample');
    const response = await fetch(`${address}/api/r/saveEmployee`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sample.token}` },
      body: JSON.stringify({ ...sample.employee, mobile: `06-${20000000 + i}` }),
    });
    if (!response.ok) throw new Error(String(response.status));
    await response.arrayBuffer();
  };
  for (const c of [1, concurrency]) report(`POST saveEmployee (c=${c})`, await runLoad(save, c, seconds));

  const reads: [string, (tx: Db, ownerId: number) => Promise<unknown>][] = [
    ['SQL list, server query (json_agg rows)', (tx: Db, ownerId: number) => listEmployees(tx, ownerId)],
    ['SQL list, 3 queries', threeQueries],
    ['SQL list, json_agg rows', (tx: Db, ownerId: number) => queryRows(tx, jsonAggList(ownerId))],
  ];
  for (const [name, read] of reads) {
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < 60; i++) {
      const ownerId = owners[i % owners.length] as number;
      const start = performance.now();
      await withTenant(database, ownerId, (tx) => read(tx, ownerId));
      latencies.push(performance.now() - start);
    }
    report(name, summarize(latencies, 0, (performance.now() - started) / 1000));
  }
}
