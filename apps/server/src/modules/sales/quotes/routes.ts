import { QUOTE_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { sendFile } from '../../../platform/file-reply.ts';
import { registerResource } from '../../../platform/resources.ts';
import { awardQuote } from './award.ts';
import { loadQuote, quotesDateRange } from './list.ts';
import { quotePdf } from './pdf.ts';
import { opportunityServer, quoteServer } from './resources.ts';

/** Quotes and opportunities (issue 17): their record calls, the filtered list, the award and the PDF. */
export function registerQuoteRoutes(r: CallRegistrar): void {
  registerResource(r, quoteServer);
  registerResource(r, opportunityServer);
  r.handle(QUOTE_CALLS.quotesDateRange, (ctx, body) => quotesDateRange(ctx.tx, ctx.ownerId, body));
  r.handle(QUOTE_CALLS.getQuote, (ctx, body) => loadQuote(ctx.tx, ctx.ownerId, body.id));
  r.handle(QUOTE_CALLS.awardQuote, async (ctx, body) => {
    await awardQuote(ctx, body.id, todayIso());
    return loadQuote(ctx.tx, ctx.ownerId, body.id);
  });
  // The PDF goes out through `reply` (as an export does): a sent reply stands for the declared file answer.
  r.handle(QUOTE_CALLS.quotePdf, async (ctx, body, _request, reply) => {
    const file = await quotePdf(ctx, await loadQuote(ctx.tx, ctx.ownerId, body.id));
    return sendFile(reply, { ...file, mimeType: 'application/pdf' }) as never;
  });
}
