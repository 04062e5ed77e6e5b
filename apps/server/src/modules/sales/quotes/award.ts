import { QUOTE_RESULT, quoteLineWork, ZProject, ZQuoteLine } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { quotes } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { saveProject } from '../../projects/index.ts';

type QuoteRow = typeof quotes.$inferSelect;

const PROJECT_NAME_MIN = 3;

/** The project is named after the company, with the city where the work is; a very short name gets the quote's id. */
function projectName(quote: QuoteRow): string {
  const name = [quote.company, quote.city].filter(Boolean).join(', ');
  return name.length >= PROJECT_NAME_MIN ? name : `${name} #${quote.id}`;
}

/**
 * Makes the project of an awarded quote: the quote's customer, its address as the main address, a work per line,
 * saved as saveProject saves (audit, references, geocoding); the quote then points at the project. Refused for a
 * prospect (no customer to invoice) and for a quote without lines.
 */
export async function makeProjectOfQuote(ctx: CallContext, quote: QuoteRow, today: string): Promise<number> {
  if (!quote.customerId) throw fail('quote.noCustomer');
  const lines = z.array(ZQuoteLine).parse(quote.lines);
  if (lines.length === 0) throw fail('quote.noLines');
  const startDate = quote.startDate ?? today;
  const hasAddress = quote.address !== '' && quote.city !== '';
  const input = ZProject.parse({
    name: projectName(quote),
    customerId: quote.customerId,
    workDescription: quote.notes,
    addresses: hasAddress
      ? [
          {
            address: quote.address,
            houseNumber: quote.houseNumber,
            postalCode: quote.postalCode,
            city: quote.city,
            mainAddress: 1,
          },
        ]
      : [],
    works: lines.map((line) => quoteLineWork(line, startDate)),
  });
  const project = await saveProject(ctx, input, today);
  await ctx.tx
    .update(quotes)
    .set({ projectId: project.id, result: QUOTE_RESULT.awarded, updatedAt: sql`now()` })
    .where(and(eq(quotes.ownerId, ctx.ownerId), eq(quotes.id, quote.id)));
  await ctx.audit('Quote', quote.id, 'award', {
    projectId: [0, project.id],
    result: [quote.result, QUOTE_RESULT.awarded],
  });
  return project.id;
}

/**
 * awardQuote: the quote becomes a project with its works, once. The row is locked, so two awards at the same moment
 * make one project; an awarded quote (it has its project) is answered as it is.
 */
export async function awardQuote(ctx: CallContext, id: number, today: string): Promise<void> {
  const [quote] = await ctx.tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.ownerId, ctx.ownerId), eq(quotes.id, id)))
    .for('update');
  if (!quote || quote.deleted) throw fail('record.notFound', { entity: 'Quote', id });
  if (quote.projectId > 0) return;
  await makeProjectOfQuote(ctx, quote, today);
}
