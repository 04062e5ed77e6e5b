import {
  formatDate,
  type ManualAmounts,
  periodsOverlap,
  rubricCents,
  type TVatReturn,
  type VatPeriod,
  vatPeriodKind,
  vatReturnEuros,
  ZManualRubrics,
  ZVatReturn,
} from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { vatReturns } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { type LateGroup, lateLines, lineGroups, periodLines, type ReturnScope, vatReadContext } from './vat-lines.ts';

// The VAT return of a month or quarter (VatNL): computed from the bookings until it is final, then kept as made. A
// draft keeps 5d-5f and the figures as saved; making it final declares its lines (their vat_return_id) in the same
// transaction, so lines booked later with a date in its period go into the next return.

type SavedReturn = typeof vatReturns.$inferSelect;
const ZRubrics = ZVatReturn.shape.rubrics;

const periodParams = (p: VatPeriod) => ({ startDate: formatDate(p.startDate), endDate: formatDate(p.endDate) });

function checkPeriod(period: VatPeriod): void {
  if (!vatPeriodKind(period)) throw fail('vatReturn.badPeriod', periodParams(period));
}

async function savedReturns(tx: Db, ownerId: number): Promise<SavedReturn[]> {
  return tx.select().from(vatReturns).where(eq(vatReturns.ownerId, ownerId)).orderBy(desc(vatReturns.startDate));
}

async function savedReturn(tx: Db, ownerId: number, period: VatPeriod): Promise<SavedReturn | undefined> {
  const [row] = await tx
    .select()
    .from(vatReturns)
    .where(
      and(
        eq(vatReturns.ownerId, ownerId),
        eq(vatReturns.startDate, period.startDate),
        eq(vatReturns.endDate, period.endDate),
      ),
    );
  return row;
}

const manualOf = (stored: unknown): ManualAmounts => ZManualRubrics.catch(ZManualRubrics.parse({})).parse(stored);

/**
 * The return as answered: a final one's lines are the ones it declared and its rubrics as stored (`fromLines`: read
 * from those lines, as when it is made); any other reads the undeclared lines.
 */
async function answer(
  tx: Db,
  ownerId: number,
  period: VatPeriod,
  saved: SavedReturn | undefined,
  manual: ManualAmounts,
  fromLines = false,
): Promise<TVatReturn> {
  const final = saved?.status === 1;
  const scope: ReturnScope = { ownerId, ...period, returnId: final ? (saved?.id ?? 0) : 0 };
  const context = await vatReadContext(tx, ownerId);
  const late: LateGroup[] = await lineGroups(tx, ownerId, lateLines(scope));
  const stored = final && !fromLines ? ZRubrics.safeParse(saved?.rubrics) : undefined;
  const rubrics = stored?.success
    ? stored.data
    : vatReturnEuros(rubricCents([...(await lineGroups(tx, ownerId, periodLines(scope))), ...late], context), manual);
  return {
    ...period,
    id: saved?.id ?? 0,
    status: saved?.status ?? 0,
    finalisedAt: saved?.finalisedAt?.toISOString() ?? null,
    rubrics,
    manual,
    late: {
      lines: late.reduce((sum, g) => sum + g.lines, 0),
      from: late.reduce<string | null>((min, g) => (min === null || g.from < min ? g.from : min), null),
      cents: rubricCents(late, context),
    },
  };
}

/** vatReturn: the return of a month or quarter, with 5d-5f as saved. */
export async function vatReturnOf(tx: Db, ownerId: number, period: VatPeriod): Promise<TVatReturn> {
  checkPeriod(period);
  const saved = await savedReturn(tx, ownerId, period);
  return answer(tx, ownerId, period, saved, manualOf(saved?.manual));
}

/** Under the owner's VAT return lock: the period's saved return, refused when it is final or overlaps a final one. */
async function openForChange(ctx: CallContext, period: VatPeriod): Promise<SavedReturn | undefined> {
  checkPeriod(period);
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('vat-return'), ${ctx.ownerId})`);
  const all = await savedReturns(ctx.tx, ctx.ownerId);
  const same = all.find((r) => r.startDate === period.startDate && r.endDate === period.endDate);
  if (same?.status === 1) throw fail('vatReturn.final', periodParams(period));
  const overlapping = all.find((r) => r.status === 1 && periodsOverlap(r, period));
  if (overlapping) throw fail('vatReturn.overlapsFinal', periodParams(overlapping));
  return same;
}

type SaveBody = VatPeriod & { manual?: z.infer<typeof ZManualRubrics> };

async function store(ctx: CallContext, saved: SavedReturn | undefined, values: Partial<SavedReturn> & VatPeriod) {
  const row = { ...values, updatedAt: new Date() };
  if (saved) {
    await ctx.tx
      .update(vatReturns)
      .set(row)
      .where(and(eq(vatReturns.ownerId, ctx.ownerId), eq(vatReturns.id, saved.id)));
    return saved.id;
  }
  const [created] = await ctx.tx
    .insert(vatReturns)
    .values({ ...row, ownerId: ctx.ownerId })
    .returning({ id: vatReturns.id });
  return created?.id ?? 0;
}

/** saveVatReturn: the draft of a period with its figures as they are now and 5d-5f as entered. */
export async function saveVatReturnDraft(ctx: CallContext, body: SaveBody): Promise<TVatReturn> {
  const period = { startDate: body.startDate, endDate: body.endDate };
  const saved = await openForChange(ctx, period);
  const manual = body.manual ?? manualOf(saved?.manual);
  const draft = await answer(ctx.tx, ctx.ownerId, period, undefined, manual);
  const id = await store(ctx, saved, { ...period, status: 0, rubrics: draft.rubrics, manual });
  await ctx.audit('VatReturn', id, saved ? 'update' : 'create', { rubrics: draft.rubrics, manual });
  return vatReturnOf(ctx.tx, ctx.ownerId, period);
}

/**
 * finaliseVatReturn: the return made final, irreversibly. Its lines (the period's undeclared ones and the late ones)
 * get its id first and the figures are then read from exactly those lines, in one transaction.
 */
export async function finaliseVatReturn(ctx: CallContext, body: SaveBody): Promise<TVatReturn> {
  const period = { startDate: body.startDate, endDate: body.endDate };
  const saved = await openForChange(ctx, period);
  const manual = body.manual ?? manualOf(saved?.manual);
  const values = { ...period, status: 1, manual, finalisedAt: new Date(), finalisedBy: ctx.userId };
  const id = await store(ctx, saved, values);
  const open: ReturnScope = { ownerId: ctx.ownerId, ...period, returnId: 0 };
  await ctx.tx.execute(sql`update bookings b set vat_return_id = ${id}
    where owner_id = ${ctx.ownerId} and ((${periodLines(open)}) or (${lateLines(open)}))`);
  const made = await answer(ctx.tx, ctx.ownerId, period, await savedReturn(ctx.tx, ctx.ownerId, period), manual, true);
  await ctx.tx
    .update(vatReturns)
    .set({ rubrics: made.rubrics })
    .where(and(eq(vatReturns.ownerId, ctx.ownerId), eq(vatReturns.id, id)));
  await ctx.audit('VatReturn', id, 'finalise', { rubrics: made.rubrics, manual });
  return made;
}

/** vatReturns: the saved returns, newest period first. */
export async function vatReturnList(tx: Db, ownerId: number) {
  return (await savedReturns(tx, ownerId)).map((r) => {
    const rubrics = ZRubrics.safeParse(r.rubrics);
    return {
      id: r.id,
      startDate: r.startDate,
      endDate: r.endDate,
      status: r.status,
      total: rubrics.success ? rubrics.data['5g'].vat : 0,
      finalisedAt: r.finalisedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
