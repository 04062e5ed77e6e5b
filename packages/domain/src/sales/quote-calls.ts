import { z } from 'zod';
import { defineCall, ZFile } from '../api/contract.ts';
import { ZIdRequest } from '../api/users.ts';
import { defineRecordMeta, recordSchema, resourceDeclarations } from '../resources/define.ts';
import { ZOpportunity, ZQuote, ZQuotesDateRangeRequest } from './quote-schemas.ts';

/** Quotes (spec 001 §3, §7): allQuotes, saveQuote and insertQuotes as a record type; lists show customer and project. */
export const quoteResource = defineRecordMeta({
  name: 'Quote',
  plural: 'Quotes',
  area: 'sales',
  schema: ZQuote,
  joined: { customerName: z.string(), projectName: z.string() },
  insert: true,
  table: 'quotes',
  example: { company: 'Contract test quote', requestDate: '2026-03-02', kind: 2, statusCode: 1 },
});

/** Opportunities (spec 001 §3, §7): allOpportunities, saveOpportunity and insertOpportunities. */
export const opportunityResource = defineRecordMeta({
  name: 'Opportunity',
  plural: 'Opportunities',
  area: 'sales',
  schema: ZOpportunity,
  joined: { customerName: z.string(), projectName: z.string() },
  insert: true,
  table: 'opportunities',
  example: { company: 'Contract test opportunity', notes: [{ date: '2026-03-02', text: 'Called' }] },
});

export const ZQuoteRecord = recordSchema(quoteResource);
export type TQuote = z.infer<typeof ZQuoteRecord>;
/** A row of the quotes list: the quote with its amount per month excluding VAT (cents). */
export const ZQuoteListRow = ZQuoteRecord.extend({ amountExVat: z.number().int() });
export type TQuoteListRow = z.infer<typeof ZQuoteListRow>;

export const QUOTE_CALLS = {
  ...resourceDeclarations(quoteResource),
  quotesDateRange: defineCall({
    method: 'POST',
    path: '/quotesDateRange',
    area: 'sales',
    level: 'read',
    body: ZQuotesDateRangeRequest,
    response: z.array(ZQuoteListRow),
    summary: 'Quotes requested in a date range, by status (-1 all) and result (0 all), newest first',
  }),
  getQuote: defineCall({
    method: 'POST',
    path: '/getQuote',
    area: 'sales',
    level: 'read',
    body: ZIdRequest,
    response: ZQuoteRecord,
    summary: 'One quote',
  }),
  awardQuote: defineCall({
    method: 'POST',
    path: '/awardQuote',
    area: 'sales',
    level: 'write',
    body: ZIdRequest,
    response: ZQuoteRecord,
    summary:
      "Mark a quote awarded: it becomes a project with its works (once; awarding again answers that project's quote)",
  }),
  quotePdf: defineCall({
    method: 'POST',
    path: '/quotePdf',
    area: 'sales',
    level: 'read',
    body: ZIdRequest,
    response: ZFile,
    summary: 'The quote as a PDF',
  }),
};
export const OPPORTUNITY_CALLS = resourceDeclarations(opportunityResource);
