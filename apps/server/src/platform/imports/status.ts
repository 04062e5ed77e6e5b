import { canAccess, IMPORT_JOB_CALLS, type TImportJob } from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { CallContext, CallRegistrar } from '../calls.ts';
import { fail } from '../errors.ts';
import { importAreas } from './register.ts';
import { IMPORT_JOB_PREFIX, jobViewColumns, toImportJob } from './state.ts';

type View = ReturnType<typeof toImportJob>;

/** A job is shown to those who may write in the area it imports into. */
function visible(ctx: CallContext, view: View): TImportJob {
  if (!view.area || !canAccess(ctx, view.area, 'write')) throw fail('auth.noPermission');
  const { area: _area, ...job } = view;
  return job;
}

/**
 * importJob {id}: an import's progress and outcome, polled by the import pages. lastImportJob {kind}: the caller's
 * latest import of that kind (or null), so a page left during an import shows it again on return. Registered after
 * the imports, open to the writers of any area that has one.
 */
export function registerImportStatusCalls(r: CallRegistrar): void {
  // The declared gate names the areas that have imports: one more must be added there.
  const declared: unknown[] = [IMPORT_JOB_CALLS.importJob.area].flat();
  const undeclared = importAreas(r).filter((area) => !declared.includes(area));
  if (undeclared.length > 0) throw new Error(`Imports in ${undeclared.join(', ')}: add the area to IMPORT_JOB_CALLS`);

  r.handle(IMPORT_JOB_CALLS.importJob, async (ctx, body) => {
    const [row] = await ctx.tx
      .select(jobViewColumns)
      .from(jobs)
      .where(
        and(eq(jobs.ownerId, ctx.ownerId), eq(jobs.id, body.id), sql`${jobs.kind} like ${`${IMPORT_JOB_PREFIX}%`}`),
      );
    if (!row) throw fail('record.notFound', { entity: 'Import', id: body.id });
    return visible(ctx, toImportJob(row, true));
  });

  r.handle(IMPORT_JOB_CALLS.lastImportJob, async (ctx, body) => {
    const [row] = await ctx.tx
      .select(jobViewColumns)
      .from(jobs)
      .where(
        and(
          eq(jobs.ownerId, ctx.ownerId),
          eq(jobs.kind, `${IMPORT_JOB_PREFIX}${body.kind}`),
          sql`(${jobs.result}->>'userId')::int = ${ctx.userId}`,
        ),
      )
      .orderBy(desc(jobs.id))
      .limit(1);
    return row ? visible(ctx, toImportJob(row, false)) : null;
  });
}
