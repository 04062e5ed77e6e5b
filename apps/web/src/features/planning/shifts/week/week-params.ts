import { PLANNING_VIEWS } from '@backoffice/domain';
import { isoWeek, isoWeeksInYear } from '@backoffice/domain/iso-week';

// The week view's address (spec 000 §2): /Planning/WeekView/{planningType}/{year}/{week}/{id}, and the short forms
// /Planning/{planningType}/{year}/{week}, /Planning/{planningType}/{week} and /Planning/{planningType}.
// {planningType} is the grid's rows: 1 = by employee, 2 = by project (a shift's own planning type 1-3 is something
// else, an attribute of the shift). {id} is the employee or project to scroll to and highlight.

export interface WeekParams {
  view: 1 | 2;
  year: number;
  week: number;
  /** The row to scroll to and highlight (0: none). */
  focusId: number;
}

const whole = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** Reads the route's segments; whatever is missing or not a real ISO week falls back to today's week. */
export function parseWeekParams(
  params: { planningType?: string; year?: string; week?: string; id?: string },
  today: string,
): WeekParams {
  const current = isoWeek(today);
  const view = whole(params.planningType) === PLANNING_VIEWS.projects ? 2 : 1;
  let year = whole(params.year);
  let week = whole(params.week);
  // One number after the planning type: up to 53 it is a week of this year (/Planning/1/48), else a year.
  if (week === undefined && year !== undefined && year <= 53) {
    week = year;
    year = current.year;
  }
  if (year === undefined || year < 1583 || year > 9998) year = current.year;
  if (week === undefined || week < 1 || week > isoWeeksInYear(year)) {
    week = year === current.year ? current.week : 1;
  }
  return { view, year, week, focusId: whole(params.id) ?? 0 };
}

/** The canonical address of a week (the focus kept when given). */
export function weekPath(p: Pick<WeekParams, 'view' | 'year' | 'week'> & { focusId?: number }): string {
  const base = `/Planning/WeekView/${p.view}/${p.year}/${p.week}`;
  return p.focusId ? `${base}/${p.focusId}` : base;
}

/** The ISO week `offset` weeks from the given one (previous: -1, next: +1), across year ends and week 53. */
export function shiftWeek(year: number, week: number, offset: number): { year: number; week: number } {
  let y = year;
  let w = week + offset;
  while (w < 1) {
    y -= 1;
    w += isoWeeksInYear(y);
  }
  while (w > isoWeeksInYear(y)) {
    w -= isoWeeksInYear(y);
    y += 1;
  }
  return { year: y, week: w };
}
