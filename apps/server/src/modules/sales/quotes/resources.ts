import { opportunityResource, QUOTE_RESULT, quoteResource } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { asc, desc } from 'drizzle-orm';
import { opportunities, quotes } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { defineResource, isLive } from '../../../platform/resources.ts';
import { makeProjectOfQuote } from './award.ts';
import { partyNames } from './joined.ts';

/**
 * Quotes as a record type (allQuotes, saveQuote, insertQuotes). The project link is the server's: a save keeps it as
 * it was, and a save that marks the quote awarded makes its project in the same transaction (award.ts).
 */
export const quoteServer = defineResource(quoteResource, quotes, {
  joined: partyNames(quotes),
  order: [desc(quotes.requestDate), desc(quotes.id)],
  validate: (_ctx, record, before) => ({ ...record, projectId: before ? before.projectId : 0 }),
  async afterSave(ctx, saved) {
    if (saved.result === QUOTE_RESULT.awarded && !saved.projectId)
      await makeProjectOfQuote(ctx, saved as typeof quotes.$inferSelect, todayIso());
  },
});

/** Opportunities: the quote an opportunity led to must be a live quote of the owner. */
export const opportunityServer = defineResource(opportunityResource, opportunities, {
  joined: partyNames(opportunities),
  order: [asc(opportunities.company), asc(opportunities.id)],
  async validate(ctx, record) {
    const quoteId = Number(record.quoteId);
    if (quoteId > 0 && !(await isLive(ctx.tx, quotes, ctx.ownerId, quoteId)))
      throw fail('record.notFound', { entity: 'Quote', id: quoteId });
    return record;
  },
});
