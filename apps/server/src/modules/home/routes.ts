import {
  canAccess,
  HOME_CALLS,
  HOME_TODO_GATES,
  HOME_TODO_KINDS,
  type HomeTodoKind,
  type THomeTodo,
  wallClock,
} from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import type { CallContext, CallRegistrar } from '../../platform/calls.ts';
import {
  endingContracts,
  failedReminders,
  heldReminders,
  hoursToConfirm,
  leaveRequests,
  openDeviations,
  overdueInvoices,
  upcomingBirthdays,
} from './todo-queries.ts';

/** Last ISO week: the hours the office confirms on Monday (the hour confirmations page opens on it). */
function lastWeek(today: string) {
  const { year, week } = isoWeek(addDays(today, -7));
  const startDate = isoWeekStart(year, week);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The home page's to-do list: each kind only for callers whose roles open the page it links to. */
async function homeTodo(ctx: CallContext, now: Date): Promise<THomeTodo> {
  const today = wallClock(now).date;
  const read: Record<HomeTodoKind, () => ReturnType<typeof leaveRequests>> = {
    leaveRequests: () => leaveRequests(ctx.tx, ctx.ownerId, today),
    hoursToConfirm: () => hoursToConfirm(ctx.tx, ctx.ownerId, lastWeek(today)),
    deviations: () => openDeviations(ctx.tx, ctx.ownerId, today, now),
    overdueInvoices: () => overdueInvoices(ctx.tx, ctx.ownerId, today),
    failedReminders: () => failedReminders(ctx.tx, ctx.ownerId),
    heldReminders: () => heldReminders(ctx.tx, ctx.ownerId),
    endingContracts: () => endingContracts(ctx.tx, ctx.ownerId, today),
    birthdays: () => upcomingBirthdays(ctx.tx, ctx.ownerId, today),
  };
  const groups = [];
  // One after another: the calls share the caller's transaction (one connection).
  for (const kind of HOME_TODO_KINDS) {
    const gate = HOME_TODO_GATES[kind];
    if (canAccess(ctx, gate.area, gate.level)) groups.push({ kind, ...(await read[kind]()) });
  }
  return { groups };
}

export function registerHomeRoutes(r: CallRegistrar): void {
  r.handle(HOME_CALLS.homeTodo, (ctx) => homeTodo(ctx, new Date()));
}
