import { type TWeekEntryTuple, unpackWeekEntry } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { describe, expect, it } from 'vitest';
import { appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { BACKENDS } from '../../../test/harness.ts';

describe.each(BACKENDS)('the demo planning on %s', (backend) => {
  const t = appPerFile(backend, { planner: PLANNER_1 });

  const post = async (path: string, body: unknown) =>
    (await t.app.request('POST', `/r${path}`, { token: t.planner, body })).json;

  it('plans this week from the demo works, with a changed shift, a noted one and a day over 9 hours', async () => {
    const answer = await post('/agendaEntriesPlanning', {});
    const shifts = answer.entries.map((tuple: TWeekEntryTuple) => unpackWeekEntry(tuple, answer.dates));
    expect(shifts.filter((e: { planningType: number }) => e.planningType === 1).length).toBeGreaterThan(20);
    expect(shifts.some((e: { planningType: number }) => e.planningType === 2)).toBe(true);
    expect(shifts.some((e: { planningType: number }) => e.planningType === 3)).toBe(true);
    expect(answer.summary.noted).toBe(1);
    expect(answer.summary.overwork.length).toBeGreaterThanOrEqual(1);
    // Running the default planning again for this week adds nothing.
    const again = await post('/defaultPlanning', { startDate: answer.dates[0], endDate: answer.dates[6] });
    expect(again).toMatchObject({ created: 0 });
  });

  it("has last week's hours confirmed", async () => {
    const { dates } = await post('/agendaEntriesPlanning', {});
    const date = addDays(dates[0], -7);
    const lastMonday = await post('/agendaEntriesDateRange', { startDate: date, endDate: date });
    expect(lastMonday.length).toBeGreaterThan(0);
    expect(
      lastMonday.every((e: { confirmed: number; plannedStart: number }) => e.confirmed === 1 && e.plannedStart > 0),
    ).toBe(true);
  });
});
