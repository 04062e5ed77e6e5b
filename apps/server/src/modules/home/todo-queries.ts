import {
  ABSENCE_STATUS,
  birthdays,
  daysOverTime,
  endingLimit,
  HOME_TODO_ITEMS,
  nextBirthday,
  type THomeTodoGroup,
  type THomeTodoItem,
  ZOpenInvoicesRequest,
} from '@backoffice/domain';
import { addDays, OPEN_END_DATE } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { employees } from '../../db/schema/index.ts';
import { employeeNameSql } from '../keys/index.ts';
import { deviations } from '../planning/index.ts';
import { reminderFailures, whereOpen } from '../sales/index.ts';

// One query per kind of the home page's to-do list, each on an (owner, ...) index, each answering its total count
// (a window count) with the first few rows. The periods are the ones the linked pages open with, so the count is what
// the page then lists.

type Group = Omit<THomeTodoGroup, 'kind'>;
type Row = THomeTodoItem & { total: number };

const name = employeeNameSql(employees);
const LIMIT = HOME_TODO_ITEMS;

function group(rows: Row[], period?: { startDate: string; endDate: string }): Group {
  return { count: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...item }) => item), ...period };
}

/** Leave requests nobody answered yet, in the leave page's default period (90 days back, a year ahead). */
export async function leaveRequests(tx: Db, ownerId: number, today: string): Promise<Group> {
  const rows = await queryRows<Row>(
    tx,
    sql`select a.id, ${name} as name, a.start_date::text as date, a.end_date::text as "endDate",
          count(*) over ()::int as total
        from absents a join employees on employees.owner_id = a.owner_id and employees.id = a.employee_id
        where a.owner_id = ${ownerId} and a.deleted = 0 and a.status = ${ABSENCE_STATUS.requested}
          and a.start_date <= ${addDays(today, 365)}::date and a.end_date >= ${addDays(today, -90)}::date
        order by a.start_date, a.id limit ${LIMIT}`,
  );
  return group(rows);
}

/** Shifts of `period` (the hour confirmations page's default: last week) not confirmed yet, per employee. */
export async function hoursToConfirm(tx: Db, ownerId: number, period: { startDate: string; endDate: string }) {
  const rows = await queryRows<Row & { shifts: number }>(
    tx,
    sql`select s.employee_id as id, ${name} as name, min(s.date)::text as date, count(*)::int as count,
          sum(count(*)) over ()::int as total
        from agenda_entries s
        left join employees on employees.owner_id = s.owner_id and employees.id = s.employee_id
        where s.owner_id = ${ownerId} and s.date between ${period.startDate}::date and ${period.endDate}::date
          and s.deleted = 0 and s.employee_id <> 0 and s.confirmed = 0
        group by s.employee_id, employees.first_name, employees.insertion, employees.last_name
        order by count(*) desc, name limit ${LIMIT}`,
  );
  return group(rows, period);
}

/** Shifts of the deviations page's default period (the last two weeks) whose clock records deviate, not checked. */
export async function openDeviations(tx: Db, ownerId: number, today: string, now: Date): Promise<Group> {
  const period = { startDate: addDays(today, -13), endDate: today };
  const shifts = await deviations(tx, ownerId, { ...period, employeeId: 0, projectId: 0, checked: 0 }, now);
  const items = shifts
    .slice(0, LIMIT)
    .map((s) => ({ id: s.id, name: s.employeeName, date: s.date, codes: s.deviations }));
  return { count: shifts.length, items, ...period };
}

/** Invoiced, unpaid invoices past their payment term (the open-invoices screen's "overdue"), longest overdue first. */
export async function overdueInvoices(tx: Db, ownerId: number, today: string): Promise<Group> {
  const filter = ZOpenInvoicesRequest.parse({ endDate: today, status: 1 });
  const rows = await queryRows<Row & { paymentDays: number; daysOpen: number }>(
    tx,
    sql`select i.id, i.number, coalesce(c.name, '') as name, i.invoice_date::text as date,
          i.amount_open as amount, i.payment_days as "paymentDays", (${today}::date - i.invoice_date) as "daysOpen",
          count(*) over ()::int as total
        from invoices i left join customers c on c.owner_id = i.owner_id and c.id = i.customer_id
        where ${whereOpen(ownerId, filter, today)}
        order by i.invoice_date + i.payment_days, i.id limit ${LIMIT}`,
  );
  return group(
    rows.map(({ paymentDays, daysOpen, ...row }) => ({ ...row, count: daysOverTime(daysOpen, paymentDays) })),
  );
}

/** Reminders that did not go out (the open-invoices screen lists them as well). */
export async function failedReminders(tx: Db, ownerId: number): Promise<Group> {
  const failures = await reminderFailures(tx, ownerId);
  const items = failures.slice(0, LIMIT).map((f) => ({
    id: f.invoiceId,
    number: f.invoiceNumber,
    name: f.to,
    date: f.at.slice(0, 10),
  }));
  return { count: failures.length, items };
}

/** Payments holding a customer's reminders (money from its account that nothing placed yet), newest first. */
export async function heldReminders(tx: Db, ownerId: number): Promise<Group> {
  const rows = await queryRows<Row>(
    tx,
    sql`select p.id, coalesce(c.name, p.cp_name) as name, p.date::text as date, p.amount,
          count(*) over ()::int as total
        from payments p left join customers c on c.owner_id = p.owner_id and c.id = p.customer_id
        where p.owner_id = ${ownerId} and p.holds_reminders = 1 and p.deleted = 0 and p.hidden = 0
        order by p.date desc, p.id desc limit ${LIMIT}`,
  );
  return group(rows);
}

/** Contracts of employees that end between today and two months from today, soonest first. */
export async function endingContracts(tx: Db, ownerId: number, today: string): Promise<Group> {
  const rows = await queryRows<Row>(
    tx,
    sql`select m.employee_id as id, m.id as "subId", ${name} as name, m.end_date::text as date,
          count(*) over ()::int as total
        from employments m join employees on employees.owner_id = m.owner_id and employees.id = m.employee_id
        where m.owner_id = ${ownerId} and m.deleted = 0 and employees.deleted = 0
          and m.end_date between ${today}::date and ${endingLimit(today)}::date and m.end_date <> ${OPEN_END_DATE}::date
        order by m.end_date, name, m.id limit ${LIMIT}`,
  );
  return group(rows);
}

/** Birthdays of active employees today and in the next days (the day, never the year of birth). */
export async function upcomingBirthdays(tx: Db, ownerId: number, today: string): Promise<Group> {
  const people = await queryRows<{ id: number; name: string; birthDate: string }>(
    tx,
    sql`select employees.id, ${name} as name, employees.birth_date::text as "birthDate"
        from employees
        where employees.owner_id = ${ownerId} and employees.deleted = 0 and employees.birth_date is not null
          and exists (select 1 from employments m where m.owner_id = employees.owner_id
            and m.employee_id = employees.id and m.deleted = 0 and m.start_date <= ${today}::date
            and m.end_date >= ${today}::date)`,
  );
  const days = birthdays(people, today);
  const soon = [...days.today, ...days.nextDays]
    .map((p) => ({ id: p.id, name: p.name, date: nextBirthday(p.birthDate, today) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return { count: soon.length, items: soon.slice(0, LIMIT) };
}
