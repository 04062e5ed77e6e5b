import { ABSENCE_KIND, ABSENCE_STATUS } from '@backoffice/domain';
import { addDays, OPEN_END_DATE, todayIso } from '@backoffice/domain/dates';
import { isoWeekday } from '@backoffice/domain/iso-week';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { absents, employments } from '../db/schema/index.ts';

// Demo absences (issue 5), relative to the day of seeding so the Leave page and the overviews show something: a
// pending leave request, an approved leave, a current sickness and one reported recovered, for employees whose
// contracts cover them.

export async function seedDemoAbsences(tx: Db, ownerId: number): Promise<void> {
  const today = todayIso();
  const monday = addDays(today, 1 - isoWeekday(today));
  const from = addDays(monday, -60);
  const until = addDays(monday, 60);
  const contracts = await tx
    .select({ employeeId: employments.employeeId, startDate: employments.startDate, endDate: employments.endDate })
    .from(employments)
    .where(and(eq(employments.ownerId, ownerId), eq(employments.deleted, 0)))
    .orderBy(asc(employments.employeeId));
  const covered = [
    ...new Set(contracts.filter((c) => c.startDate <= from && c.endDate >= until).map((c) => c.employeeId)),
  ];
  const [requester, onLeave, sick, recovered] = covered;
  if (recovered === undefined || requester === undefined || onLeave === undefined || sick === undefined) return;
  const approved = { status: ABSENCE_STATUS.approved, decision: ABSENCE_STATUS.approved };
  await tx.insert(absents).values([
    {
      ownerId,
      employeeId: requester,
      startDate: addDays(monday, 21),
      endDate: addDays(monday, 25),
      kind: ABSENCE_KIND.leave,
      status: ABSENCE_STATUS.requested,
      description: 'Vakantie naar Zeeland',
    },
    {
      ownerId,
      employeeId: onLeave,
      startDate: addDays(monday, 7),
      endDate: addDays(monday, 11),
      kind: ABSENCE_KIND.leave,
      ...approved,
      description: 'Bruiloft zus',
    },
    {
      ownerId,
      employeeId: sick,
      startDate: addDays(today, -2),
      endDate: OPEN_END_DATE,
      kind: ABSENCE_KIND.sickness,
      ...approved,
      description: 'Griep',
    },
    {
      ownerId,
      employeeId: recovered,
      startDate: addDays(monday, -35),
      endDate: addDays(monday, -33),
      kind: ABSENCE_KIND.sickness,
      ...approved,
      sickClosed: 1,
      description: 'Rugklachten',
    },
  ]);
}
