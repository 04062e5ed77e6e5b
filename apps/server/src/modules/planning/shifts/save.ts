import { randomUUID } from 'node:crypto';
import {
  isWorkDateInRange,
  SHIFT_STATUS,
  shiftHours,
  type TAgendaEntry,
  type TSaveAgendaEntry,
} from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { agendaEntries } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { entriesByIds } from './queries.ts';
import { assertOpenPeriods, checkReferences } from './references.ts';

// saveAgendaEntry and updateAgendaEntries: creates, changes and deletes of shifts, all or nothing per call.

type Item = { kind: 'delete'; id: number } | { kind: 'save'; input: TSaveAgendaEntry };

/** What confirmed hours are made of: changing any of these needs an unconfirm first. */
const HOUR_FIELDS = [
  'date',
  'employeeId',
  'projectId',
  'workId',
  'startTime',
  'endTime',
  'pause',
  'travelTime',
] as const;
/** A planner changing these on a standard default shift makes it a changed shift (planning type 2). */
const PLAN_FIELDS = ['date', 'employeeId', 'projectId', 'startTime', 'endTime', 'pause', 'travelTime'] as const;

/** A save of the list (id 0 a new shift); a work date too far from today is refused with the spec's text. */
export function saveItem(input: TSaveAgendaEntry, today: string): Item {
  if (!isWorkDateInRange(input.date, today)) throw fail('shift.workDateOutOfRange');
  return { kind: 'save', input };
}

/** Confirmed shifts keep their hours until unconfirmed; invoiced ones (on an invoice) are read-only. */
function assertChangeable(before: TAgendaEntry, changes: Record<string, unknown>, deleting: boolean): void {
  if (before.confirmed === SHIFT_STATUS.invoiced) throw fail('shift.invoiced');
  if (before.confirmed !== SHIFT_STATUS.confirmed) return;
  if (deleting || HOUR_FIELDS.some((field) => field in changes)) throw fail('shift.confirmed');
}

function planningTypeOf(input: TSaveAgendaEntry, before: TAgendaEntry | undefined): number {
  if (!before) return input.planningType ?? 3;
  if (input.planningType !== undefined && input.planningType !== before.planningType) return input.planningType;
  const moved = PLAN_FIELDS.some((field) => input[field] !== before[field]);
  return before.source === 'default' && before.planningType === 1 && moved ? 2 : before.planningType;
}

/** The stored values a save gives (server-kept fields stay as they are). */
function valuesOf(input: TSaveAgendaEntry, before: TAgendaEntry | undefined) {
  return {
    date: input.date,
    employeeId: input.employeeId,
    projectId: input.projectId,
    workId: input.workId,
    startTime: input.startTime,
    endTime: input.endTime,
    pause: input.pause,
    travelTime: input.travelTime,
    hours: shiftHours(input.startTime, input.endTime, input.pause),
    addition: input.addition,
    note: input.note,
    planningType: planningTypeOf(input, before),
    standOut: input.standOut,
    checked: input.checked,
  };
}

/** Keys for new shifts: the client's when it is free, otherwise a new one (spec 000 §4: every entry gets a key). */
async function newKeys(ctx: CallContext, inputs: TSaveAgendaEntry[]): Promise<string[]> {
  const wanted = inputs.map((input) => input.key).filter((key) => key !== '');
  const taken = new Set(
    wanted.length === 0
      ? []
      : (
          await ctx.tx
            .select({ key: agendaEntries.key })
            .from(agendaEntries)
            .where(and(eq(agendaEntries.ownerId, ctx.ownerId), inArray(agendaEntries.key, wanted)))
        ).map((row) => row.key),
  );
  return inputs.map((input) => {
    if (input.key === '' || taken.has(input.key)) return randomUUID();
    taken.add(input.key);
    return input.key;
  });
}

/** Applies a list of saves and deletes in the call's transaction; any refusal throws and nothing is kept. */
export async function saveEntries(ctx: CallContext, items: readonly Item[]): Promise<TAgendaEntry[]> {
  const { tx, ownerId } = ctx;
  const ids = items.map((item) => (item.kind === 'delete' ? item.id : item.input.id)).filter((id) => id > 0);
  const stored = await entriesByIds(tx, ownerId, ids);
  const storedOf = (id: number) => {
    const before = stored.get(id);
    if (!before || before.deleted) throw fail('shift.notFound', { id });
    return before;
  };

  const lockedDays: { employeeId: number; date: string }[] = [];
  const plans: { before?: TAgendaEntry; values?: ReturnType<typeof valuesOf>; input?: TSaveAgendaEntry }[] = [];
  for (const item of items) {
    if (item.kind === 'delete') {
      const before = storedOf(item.id);
      assertChangeable(before, {}, true);
      lockedDays.push(before);
      plans.push({ before });
      continue;
    }
    const before = item.input.id > 0 ? storedOf(item.input.id) : undefined;
    const values = valuesOf(item.input, before);
    const changes = before ? diffRecords(before, values) : values;
    if (before) assertChangeable(before, changes, false);
    if (Object.keys(changes).length > 0) {
      if (before) lockedDays.push(before);
      lockedDays.push(values);
    }
    plans.push({ before, values, input: item.input });
  }
  await checkReferences(
    tx,
    ownerId,
    plans.flatMap((p) => (p.values ? [p.values] : [])),
  );
  await assertOpenPeriods(tx, ownerId, lockedDays);

  const creates = plans.filter((p) => !p.before && p.input);
  const keys = await newKeys(
    ctx,
    creates.map((p) => p.input as TSaveAgendaEntry),
  );
  const savedIds: number[] = [];
  for (const plan of plans) {
    const { before, values } = plan;
    if (!values && before) {
      // A removed default shift stays as source 'del' so regenerating the planning does not bring it back.
      const source = before.source === 'default' ? 'del' : before.source;
      await tx
        .update(agendaEntries)
        .set({ deleted: 1, source, updatedAt: sql`now()` })
        .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, before.id)));
      await ctx.audit('AgendaEntry', before.id, 'delete', { deleted: [0, 1], source: [before.source, source] });
      savedIds.push(before.id);
    } else if (values && before) {
      savedIds.push(before.id);
      const changes = diffRecords(before, values);
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(agendaEntries)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, before.id)));
      await ctx.audit('AgendaEntry', before.id, 'update', changes);
    } else if (values) {
      const key = keys[creates.indexOf(plan)] ?? randomUUID();
      const [row] = await tx
        .insert(agendaEntries)
        .values({ ...values, ownerId, key })
        .returning({ id: agendaEntries.id });
      if (!row) throw new Error('insert agenda entry failed');
      await ctx.audit('AgendaEntry', row.id, 'create', diffRecords({}, { ...values, key }));
      savedIds.push(row.id);
    }
  }
  const saved = await entriesByIds(tx, ownerId, savedIds);
  return savedIds.map((id) => saved.get(id)).filter((entry): entry is TAgendaEntry => entry !== undefined);
}

/** One save (or delete) through saveEntries: the entry as stored. */
export async function saveEntry(ctx: CallContext, item: Item): Promise<TAgendaEntry> {
  const [saved] = await saveEntries(ctx, [item]);
  if (!saved) throw new Error('saving an agenda entry answered nothing');
  return saved;
}
