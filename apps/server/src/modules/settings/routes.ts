import { SETTINGS_CALLS } from '@backoffice/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import { mailOutbox, owners } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { cleanMapSettings } from './map-settings.ts';
import { findOwner, toOwner } from './service.ts';

export function registerSettingsRoutes(r: CallRegistrar): void {
  // Every back-office user reads their own owner (name, settings); another owner's id is simply not found.
  r.handle(SETTINGS_CALLS.getOwner, async (ctx, body) => {
    const row = body.id === ctx.ownerId ? await findOwner(ctx.tx, ctx.ownerId) : undefined;
    if (!row) throw fail('record.notFound', { entity: 'Owner', id: body.id });
    return toOwner(row);
  });

  r.handle(SETTINGS_CALLS.saveOwner, async (ctx, body) => {
    const row = body.id === ctx.ownerId ? await findOwner(ctx.tx, ctx.ownerId) : undefined;
    if (!row) throw fail('record.notFound', { entity: 'Owner', id: body.id });
    const before = toOwner(row);
    // The books' closed date moves only through saveAccountingClosedDate (closing is irreversible).
    const { accountingClosedDate: _closed, ...incoming } = cleanMapSettings(body.settings ?? {});
    // Settings merge, so a screen that edits a few keys never drops the lists other modules keep there.
    const next = {
      name: body.name,
      settings: { ...before.settings, ...incoming },
      rooster: body.rooster ?? before.rooster,
      flexFiltersEmployees: body.flexFiltersEmployees ?? before.flexFiltersEmployees,
      flexFieldsProjects: body.flexFieldsProjects ?? before.flexFieldsProjects,
      defaultFiles: body.defaultFiles ?? before.defaultFiles,
    };
    const [saved] = await ctx.tx
      .update(owners)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(owners.id, ctx.ownerId))
      .returning();
    if (!saved) throw fail('record.notFound', { entity: 'Owner', id: body.id });
    await ctx.audit('Owner', ctx.ownerId, 'update', diffRecords(before, next));
    return toOwner(saved);
  });

  r.handle(SETTINGS_CALLS.outboxEmails, (ctx, query) =>
    ctx.tx
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        bcc: mailOutbox.bcc,
        subject: mailOutbox.subject,
        html: mailOutbox.html,
        status: mailOutbox.status,
        error: mailOutbox.error,
        createdAt: isoTime(mailOutbox.createdAt),
        sentAt: sql<string | null>`${isoTime(mailOutbox.sentAt)}`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.ownerId, ctx.ownerId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit),
  );
}
