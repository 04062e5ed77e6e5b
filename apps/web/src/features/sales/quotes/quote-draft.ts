import { newQuoteLineId, type TQuote, type TQuoteLine } from '@backoffice/domain';

/** The quote form's values: the saved quote's fields (new: empty, requested today, one line). */
export type QuoteDraft = Omit<TQuote, 'customerName' | 'projectName' | 'deleted' | 'lines'> & { lines: TQuoteLine[] };

export const newQuoteLine = (): TQuoteLine => ({
  id: newQuoteLineId(),
  workTypeId: 0,
  description: '',
  minutes: 60,
  days: [1],
  intervalWeeks: 1,
  pricing: 1,
  price: 0,
  vatCode: 0,
  invoicing: 1,
});

export const newQuote = (today: string): QuoteDraft => ({
  id: 0,
  customerId: 0,
  company: '',
  contact: '',
  email: '',
  address: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  requestDate: today,
  dateToEmail: null,
  startDate: null,
  kind: 1,
  statusCode: 1,
  result: 1,
  projectId: 0,
  notes: '',
  lines: [newQuoteLine()],
});

export function quoteDraft(quote: TQuote): QuoteDraft {
  const { customerName: _c, projectName: _p, deleted: _d, ...fields } = quote;
  return { ...fields, lines: quote.lines as TQuoteLine[] };
}
