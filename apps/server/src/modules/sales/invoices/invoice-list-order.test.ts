import { INVOICE_ORDER_BY } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { ALL_BACKENDS } from '../../../test/harness.ts';
import { call, stored } from './test-support.ts';

// The invoice list's every order and its search give what one plain query over every invoice gives (the oracle
// below: joins, strpos, one sort), on both databases: over more invoices than a sort by customer walks the customers
// from (list.ts), with customers and projects of the same name, a deleted customer with a live one's number, drafts
// without a number, invoices without a project and names holding the LIKE wildcards % and _.

const OWNER = 2;
const WIDE = { startDate: '2025-01-01', endDate: '2026-06-30' };
const NARROW = { startDate: '2025-03-01', endDate: '2025-03-31' };

const KEYS: Record<(typeof INVOICE_ORDER_BY)[number], string> = {
  invoiceDate: 'i.invoice_date',
  number: 'i.number',
  customerName: 'c.name',
  customerNumber: 'c.number',
  projectName: 'p.name',
  expiryDate: 'i.expiry_date',
  paidDate: 'i.paid_date',
  amountExVat: 'i.amount_ex_vat',
  amountInclVat: 'i.amount_incl_vat',
  amountOpen: 'i.amount_open',
};

interface Filters {
  startDate: string;
  endDate: string;
  search?: string;
  paid?: number;
  sent?: number;
  credit?: number;
  status?: number;
  orderBy?: keyof typeof KEYS;
  descending?: number;
}

const SENT = JSON.stringify([
  { date: '2025-01-02', at: '2025-01-02T10:00:00Z', method: 'email', to: 'a@klant.test', by: 1, mailId: 0 },
]);

type Page = {
  invoices: { id: number }[];
  count: number;
  totalExclVat: number;
  totalInclVat: number;
  totalOpen: number;
};

describe.each(ALL_BACKENDS)('the invoice list over thousands of invoices on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });

  beforeAll(async () => {
    await withSystem(t.app.database, async (tx) => {
      // 60 customers: pairs of names that differ in case only, wildcards in names, every tenth one deleted and
      // holding the number of the live one before it.
      await tx.execute(sql`insert into customers (owner_id, number, name, city, deleted)
        select ${OWNER}, 9000 + g - (g % 10 = 0)::int,
          (array['Tandarts ' || g, 'tandarts ' || (g % 7), 'Bakkerij 50% Korting', 'Garage_West', 'Garage-West',
            'Kantoor ' || (g % 4)])[1 + g % 6], 'Listtest', (g % 10 = 0)::int
        from generate_series(1, 60) g`);
      await tx.execute(sql`insert into projects (owner_id, name, code, customer_id)
        select ${OWNER}, 'Project ' || (g % 5), 'L' || g, 0 from generate_series(1, 15) g`);
      // 5,300 invoices over a year and a half: a third without a project (0: an invoice's project is always one of
      // the owner's, which the sort by project name counts on), drafts without a number, credits, paid and sent ones,
      // a few deleted.
      await tx.execute(sql`with c as (select id, row_number() over (order by id) as k from customers
          where owner_id = ${OWNER} and city = 'Listtest'),
        p as (select id, row_number() over (order by id) as k from projects where owner_id = ${OWNER} and code like 'L%')
        insert into invoices (owner_id, number, customer_id, project_id, invoice_date, expiry_date, paid_date, status,
          amount_ex_vat, amount_incl_vat, amount_open, sent, credit_for, deleted)
        select ${OWNER}, case when g % 50 = 0 then null else 700000 + g end, c.id,
          case when g % 3 = 0 then 0 else p.id end,
          date '2025-01-01' + g % 540, case when g % 11 = 0 then null else date '2025-01-15' + g % 530 end,
          case when g % 4 = 0 then date '2025-02-01' + g % 500 end, (g % 50 <> 0)::int,
          (g * 37) % 10000 - 2000, ((g * 37) % 10000 - 2000) * 121 / 100,
          case when g % 4 = 0 then 0 else ((g * 37) % 10000 - 2000) * 121 / 100 end,
          case when g % 7 in (1, 2, 4) then ${SENT}::jsonb else '[]'::jsonb end,
          case when g % 23 = 0 then 1 else 0 end, (g % 97 = 0)::int
        from generate_series(1, 5300) g join c on c.k = 1 + g % 60 join p on p.k = 1 + g % 15`);
    });
  });

  const page = (body: Filters & { page?: number; perPage?: number }): Promise<Page> =>
    call(t.app, t.admin, 'invoicesDateRangePaged', body);

  /** Every matching invoice in order, as one plain query finds and sorts them. */
  async function oracle(filters: Filters) {
    const where: SQL[] = [
      sql`i.owner_id = ${OWNER} and i.deleted = 0 and i.invoice_date between ${filters.startDate} and ${filters.endDate}`,
    ];
    for (const word of (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      where.push(sql`(strpos(lower(coalesce(c.name, '')), ${word}) > 0 or strpos(lower(coalesce(p.name, '')), ${word}) > 0
        or (${/^\d{1,2}$/.test(word)} and i.number = ${Number.parseInt(word, 10) || 0})
        or (${/\d/.test(word) && word.length >= 3} and strpos(coalesce(i.number::text, ''), ${word}) > 0))`);
    }
    const paid = sql`(i.status > 0 and i.amount_open = 0)`;
    if (filters.paid !== undefined) where.push(filters.paid ? paid : sql`not ${paid}`);
    if (filters.sent !== undefined) where.push(sql`(jsonb_array_length(i.sent) > 0) = ${filters.sent === 1}`);
    if (filters.credit !== undefined) where.push(sql`(i.credit_for > 0) = ${filters.credit === 1}`);
    if (filters.status !== undefined) where.push(sql`i.status = ${filters.status}`);
    const dir = sql.raw(filters.descending === 0 ? 'asc' : 'desc');
    const rows = await stored<{ id: number; ex: number; incl: number; open: number }>(
      t.app,
      OWNER,
      sql`select i.id, i.amount_ex_vat as ex, i.amount_incl_vat as incl, i.amount_open as open from invoices i
        left join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
        left join projects p on p.owner_id = i.owner_id and p.id = i.project_id
        where ${sql.join(where, sql` and `)}
        order by ${sql.raw(KEYS[filters.orderBy ?? 'invoiceDate'])} ${dir}, i.id ${dir}`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** The answer's count, totals and pages equal the oracle's, on the first, a middle, a late and the last page. */
  async function expectSameAsOracle(filters: Filters, perPage = 20) {
    const expected = await oracle(filters);
    const sum = (key: 'ex' | 'incl' | 'open') => expected.reduce((total, row) => total + Number(row[key]), 0);
    const last = Math.max(1, Math.ceil(expected.length / perPage));
    const pages = perPage > 20 ? Array.from({ length: last }, (_, i) => i + 1) : [1, last / 3, (last * 3) / 4, last];
    for (const number of new Set(pages.map(Math.ceil))) {
      const answer = await page({ ...filters, page: number, perPage });
      const label = `${JSON.stringify(filters)} page ${number}`;
      expect(
        answer.invoices.map((invoice) => invoice.id),
        label,
      ).toEqual(expected.slice((number - 1) * perPage, number * perPage).map((row) => row.id));
      expect(answer.count, label).toBe(expected.length);
      expect([answer.totalExclVat, answer.totalInclVat, answer.totalOpen], label).toEqual([
        sum('ex'),
        sum('incl'),
        sum('open'),
      ]);
    }
    return expected.length;
  }

  it('pages each order both ways as one sort of every invoice would, over many invoices and over a month', async () => {
    for (const orderBy of INVOICE_ORDER_BY) {
      for (const descending of [0, 1]) {
        expect(await expectSameAsOracle({ ...WIDE, orderBy, descending })).toBeGreaterThan(5000);
        expect(await expectSameAsOracle({ ...NARROW, orderBy, descending })).toBeGreaterThan(200);
      }
    }
  });

  it('pages by project name across the invoices without a project, both ways', async () => {
    // Pages of 700: one of them holds the last invoices with a project and the first without (or the other way).
    for (const descending of [0, 1]) {
      expect(await expectSameAsOracle({ ...WIDE, orderBy: 'projectName', descending }, 700)).toBeGreaterThan(5000);
    }
  });

  it('finds each search word in the customer name, the project name or the number, in any case', async () => {
    const counts = new Map<string, number>();
    for (const search of [
      'tandarts 1',
      'TANDARTS',
      'project 3',
      '7001',
      '70012',
      // One or two digits: in names (Tandarts 12), and the number itself (not every number holding them).
      '12',
      'pr',
      'kantoor 2 project',
      'nobody',
    ]) {
      counts.set(search, await expectSameAsOracle({ ...WIDE, search }));
    }
    expect(counts.get('TANDARTS')).toBeGreaterThan(counts.get('tandarts 1') ?? 0);
    expect(counts.get('7001')).toBeGreaterThan(counts.get('70012') ?? 0);
    expect(counts.get('12')).toBeGreaterThan(0);
    expect(counts.get('nobody')).toBe(0);
  });

  it('finds the same when a word is in every customer name (the search leaves that word out)', async () => {
    const names = await stored<{ name: string }>(
      t.app,
      OWNER,
      sql`select name from customers where owner_id = ${OWNER}`,
    );
    const everyone = [...'aeinorst'].find((letter) => names.every((row) => row.name.toLowerCase().includes(letter)));
    expect(everyone, 'a letter every customer name holds').toBeDefined();
    const all = await expectSameAsOracle({ ...WIDE, search: `${everyone}` });
    expect(all).toBe((await oracle(WIDE)).length);
    const some = await expectSameAsOracle({ ...WIDE, search: `tandarts ${everyone} 2` });
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
  });

  it('reads % and _ in a search as themselves', async () => {
    const percent = await oracle({ ...WIDE, search: '50%' });
    expect(percent.length).toBeGreaterThan(0);
    expect(await expectSameAsOracle({ ...WIDE, search: '50%' })).toBe(percent.length);
    // Garage_West, not Garage-West.
    const underscore = await expectSameAsOracle({ ...WIDE, search: 'e_w' });
    expect(underscore).toBeGreaterThan(0);
    expect(await expectSameAsOracle({ ...WIDE, search: 'e-w' })).toBeGreaterThan(0);
    expect(underscore).toBeLessThan((await oracle({ ...WIDE, search: 'garage' })).length);
  });

  it('applies every filter and order to a search', async () => {
    for (const filters of [
      { paid: 0 },
      { paid: 1 },
      { sent: 1 },
      { sent: 0, credit: 0 },
      { credit: 1 },
      { status: 0 },
    ]) {
      const found = await expectSameAsOracle({ ...WIDE, search: 'tandarts', ...filters });
      expect(found, JSON.stringify(filters)).toBeGreaterThan(0);
    }
    for (const orderBy of INVOICE_ORDER_BY) {
      expect(await expectSameAsOracle({ ...WIDE, search: 'kantoor', orderBy, descending: 0 })).toBeGreaterThan(500);
    }
  });

  it('searches only the caller’s owner', async () => {
    await withSystem(t.app.database, (tx) =>
      tx.execute(sql`with c as (insert into customers (owner_id, number, name) values (1, 9999, 'Zeldzaam Uniek')
          returning id)
        insert into invoices (owner_id, number, customer_id, invoice_date, status) select 1, 799999, id, '2025-05-05', 1
        from c`),
    );
    const other = await call(t.app, t.other, 'invoicesDateRangePaged', { ...WIDE, search: 'zeldzaam' });
    expect(other.count).toBe(1);
    expect((await page({ ...WIDE, search: 'zeldzaam' })).count).toBe(0);
    expect((await page({ ...WIDE, search: '799999' })).count).toBe(0);
  });
});
