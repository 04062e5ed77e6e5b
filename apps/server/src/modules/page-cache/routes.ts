import { PAGE_CACHE_CALLS, PAGE_CACHE_ENTRIES_MAX } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { pageCache } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';

// getCache12 / saveCache (spec 001 §3 Cache, §7): page state (a page's filter, its last period) per user of an owner.
// Never another user's: the user comes from the session, not the body. A user keeps at most PAGE_CACHE_ENTRIES_MAX
// entries; saving one more drops the entries used longest ago, since page state is a convenience, not data.

export function registerPageCacheRoutes(r: CallRegistrar): void {
  r.handle(PAGE_CACHE_CALLS.getCache12, async (ctx, body) => {
    const [row] = await ctx.tx
      .select({ key1: pageCache.key1, key2: pageCache.key2, key3: pageCache.key3, key4: pageCache.key4 })
      .from(pageCache)
      .where(
        and(
          eq(pageCache.ownerId, ctx.ownerId),
          eq(pageCache.userId, ctx.userId),
          eq(pageCache.key1, body.key1),
          eq(pageCache.key2, body.key2),
        ),
      );
    return row ?? null;
  });

  r.handle(PAGE_CACHE_CALLS.saveCache, async (ctx, body) => {
    await ctx.tx
      .insert(pageCache)
      .values({ ownerId: ctx.ownerId, userId: ctx.userId, ...body })
      .onConflictDoUpdate({
        target: [pageCache.ownerId, pageCache.userId, pageCache.key1, pageCache.key2],
        set: { key3: body.key3, key4: body.key4, updatedAt: sql`now()` },
      });
    await ctx.tx.execute(sql`delete from page_cache where owner_id = ${ctx.ownerId} and user_id = ${ctx.userId}
      and id not in (select id from page_cache where owner_id = ${ctx.ownerId} and user_id = ${ctx.userId}
        order by updated_at desc, id desc limit ${PAGE_CACHE_ENTRIES_MAX})`);
    return body;
  });
}
