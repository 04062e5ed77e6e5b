import { z } from 'zod';
import { zIsoDate, zLine, zOptionalDate, zRef, zText } from '../api/fields.ts';
import { addDays, daysInMonth } from '../dates.ts';
import { ZInvoiceRow, zInvoiceRows } from './invoice-schemas.ts';

// Requests and answers of the periodic and direct invoice runs (spec 001 §7 getPeriodicInvoices, getDirectInvoices,
// createInvoicesDraft).

/** The run's period: at most 2 months (spec 001 §5); checked by periodicRangeAllowed, refused as periodic.range. */
export const ZPeriodicRequest = z.object({ startDate: zIsoDate, endDate: zIsoDate });
export type TPeriodicRequest = z.infer<typeof ZPeriodicRequest>;

const addMonths = (iso: string, months: number) => {
  const index = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A run ends on or after its start and spans at most 2 months: 1 October to 30 November, not to 1 December. */
export function periodicRangeAllowed(startDate: string, endDate: string): boolean {
  return endDate >= startDate && endDate <= addDays(addMonths(startDate, 2), -1);
}

export const ZPeriodicProposal = z.object({
  /** One proposal per customer (joinInvoices) or per customer and project. */
  key: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** 0 when the invoice holds several projects. */
  projectId: z.number().int(),
  projectNames: z.array(z.string()),
  invoiceDate: z.string(),
  startPeriod: z.string(),
  endPeriod: z.string(),
  /** Parts joined by '##' (spec 001 §9). */
  period: z.string(),
  /** Hours billed (sold and confirmed), hundredths. */
  hours: z.number().int(),
  amountExVat: z.number().int(),
  rows: z.array(ZInvoiceRow),
});
export type TPeriodicProposal = z.infer<typeof ZPeriodicProposal>;

export const ZBlockedProject = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  hours: z.number().int(),
  amountExVat: z.number().int(),
});
export type TBlockedProject = z.infer<typeof ZBlockedProject>;

export const ZPeriodicAnswer = z.object({ proposals: z.array(ZPeriodicProposal), blocked: z.array(ZBlockedProject) });
export type TPeriodicAnswer = z.infer<typeof ZPeriodicAnswer>;

/** createInvoicesDraft: the chosen proposals as answered (at least one, spec 001 §5). */
export const ZProposalDraft = z.object({
  key: zLine(100),
  customerId: zRef('customers'),
  projectId: zRef('projects').default(0),
  invoiceDate: zIsoDate,
  startPeriod: zOptionalDate.default(null),
  endPeriod: zOptionalDate.default(null),
  period: zText(200),
  rows: zInvoiceRows,
});
export const ZCreateDraftsRequest = z.array(ZProposalDraft).min(1).max(5000);

export const ZCreateDraftsAnswer = z.object({
  drafts: z.array(
    z.object({
      key: z.string(),
      invoiceId: z.number().int(),
      amountInclVat: z.number().int(),
    }),
  ),
  /** Proposals with nothing left to bill (already drafted or invoiced): no second draft. */
  skipped: z.array(z.string()),
});
export type TCreateDraftsAnswer = z.infer<typeof ZCreateDraftsAnswer>;
