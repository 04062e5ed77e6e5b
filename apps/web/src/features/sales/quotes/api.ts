import { type CallAnswer, type CallBody, OPPORTUNITY_CALLS, QUOTE_CALLS, type TQuoteListRow } from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';

// The quote reads the tabs share; the calls are declared in the domain (QUOTE_CALLS, OPPORTUNITY_CALLS).

export type QuoteRow = TQuoteListRow;
export type OpportunityRow = CallAnswer<typeof OPPORTUNITY_CALLS.all>[number];

export const useQuotes = (body: CallBody<typeof QUOTE_CALLS.quotesDateRange>) =>
  useCall(QUOTE_CALLS.quotesDateRange, body, { keepPrevious: true });
/** Silent: the dialog says "not found" itself. */
export const useQuote = (id: number) => useCall(QUOTE_CALLS.getQuote, { id }, { enabled: id > 0, silent: true });
export const useOpportunities = () => useCall(OPPORTUNITY_CALLS.all);
