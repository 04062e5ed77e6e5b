import { ZIdRequest, ZSaveOwnerRequest, zInt } from '@backoffice/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox, owners } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { cleanMapSettings } from './map-settings.ts';
import { findOwner, toOwner } from './service.ts';

const ZOutboxQuery = z.object({ limit: zInt(1, 1000).default(200) });

export function registerSettingsRoutes(r: CallRegistrar): void {
  // Every back-office user reads their own owner (name, settings); another owner's id is simply not found.
  r.call({ method: 'POST', path: '/getOwner', area: 'home', level: 'read', body: ZIdRequest }, async (ctx, body) => {
    const row = body.id === ctx.ownerId ? await findOwner(ctx.tx, ctx.ownerId) : undefined;
    if (!row) throw notFound(`Owner ${body.id} not found`);
    return toOwner(row);
  });

  r.call(
    { method: 'POST', path: '/saveOwner', area: 'settings', level: 'write', body: ZSaveOwnerRequest },
    async (ctx, body) => {
      const row = body.id === ctx.ownerId ? await findOwner(ctx.tx, ctx.ownerId) : undefined;
      if (!row) throw notFound(`Owner ${body.id} not found`);
      const before = toOwner(row);
      // Settings merge, so a screen that edits a few keys never drops the lists other modules keep there.
      const next = {
        name: body.name,
        settings: { ...before.settings, ...cleanMapSettings(body.settings ?? {}) },
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
      if (!saved) throw notFound(`Owner ${body.id} not found`);
      await ctx.audit('Owner', ctx.ownerId, 'update', diffRecords(before, next));
      return toOwner(saved);
    },
  );

  r.call({ method: 'GET', path: '/outboxEmails', area: 'settings', level: 'read', body: ZOutboxQuery }, (ctx, query) =>
    ctx.tx
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        html: mailOutbox.html,
        status: mailOutbox.status,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.ownerId, ctx.ownerId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit),
  );
}
