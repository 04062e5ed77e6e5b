import type { Locale } from '../api/locales.ts';
import { formatDate } from '../format.ts';
import { isValidUntilActive, type TVatCode, type TWorkType } from '../settings/owner-lists.ts';
import { INVOICE_ROW_DEFAULTS } from './enums.ts';
import { newInvoiceRowId, type TInvoiceRow } from './invoice-schemas.ts';
import { rowAmount } from './invoice-totals.ts';
import {
  billingPeriods,
  hasContractAmount,
  isPeriodicOption,
  periodCharge,
  WORK_INVOICE_OPTION,
  type WorkBilling,
} from './periodic-periods.ts';
import { invoicePeriodText, periodLabel, rangeText } from './periodic-texts.ts';
import type { TBlockedProject, TPeriodicAnswer, TPeriodicProposal } from './periodic-types.ts';
import { periodicInvoiceDate } from './sales-defaults.ts';
import type { TSalesSettings } from './sales-settings.ts';

/**
 * What is due in a run, grouped into proposed invoices (getPeriodicInvoices, getDirectInvoices).
 *
 * - Periodic run: every period of a work with a contract amount (fixed price and/or sold minutes per visit, see
 *   periodic-periods.ts) whose billing date is in the run and that is not on a live invoice yet; and every confirmed,
 *   not yet invoiced shift in the run of a periodic work without a contract amount, plus the extra shifts (planning
 *   type 3) of a contract work, at hours × the work's hour rate.
 * - Direct run: every confirmed, not yet invoiced shift in the run of a work with option 5, at hours × hour rate plus
 *   the work's fixed price per shift.
 * - Option 6 (manual) is never proposed; shifts without a work have no rate and are invoiced by hand.
 * - Grouping: one invoice per project; a customer with joinInvoices gets one invoice for all its projects, and with
 *   multiProjects as well the rows say which project they are for.
 * - Projects with invoicingBlocked are left out and listed in `blocked` with what they would have been billed.
 */
/** Planning type 3 (spec 002 §9): a shift outside the work's schedule, billed on top of its contract. */
const EXTRA_SHIFT = 3;

export type RunKind = 'periodic' | 'direct';

export interface ProposalCustomer {
  id: number;
  name: string;
  locale: Locale;
  joinInvoices: number;
  multiProjects: number;
}
export interface ProposalProject {
  id: number;
  name: string;
  customerId: number;
  invoicingBlocked: number;
}
export type ProposalWork = WorkBilling & { id: number; projectId: number; description: string; workType: number };
export interface ProposalEntry {
  id: number;
  date: string;
  /** Hundredths. */
  hours: number;
  projectId: number;
  workId: number;
  planningType: number;
}

export interface ProposalSource {
  kind: RunKind;
  startDate: string;
  endDate: string;
  /** The day of the run: no draft is dated after it (periodicInvoiceDate). */
  today: string;
  customers: readonly ProposalCustomer[];
  projects: readonly ProposalProject[];
  works: readonly ProposalWork[];
  entries: readonly ProposalEntry[];
  /** The periods already on a live invoice: billedPeriodKey(workId, period start). */
  billed: ReadonlySet<string>;
  workTypes: readonly TWorkType[];
  vatCodes: readonly TVatCode[];
  /** The Sales general settings the run follows: the invoice date, the sales type and VAT code of last resort. */
  settings: Pick<TSalesSettings, 'periodicInvoiceDate' | 'workTypeId' | 'vatCodeId'>;
}

/** A period row is identified by its work and the period's first day (the row's rowDate). */
export const billedPeriodKey = (workId: number, start: string): string => `${workId}|${start}`;

/**
 * The sales type and VAT code of a work's rows: its own type when live, else the default sales type of the settings,
 * else the first live one; the type's VAT code when valid, else the default VAT code, else the first valid one.
 */
export function salesTypeOf(
  workTypeId: number,
  lists: { workTypes: readonly TWorkType[]; vatCodes: readonly TVatCode[] },
  date: string,
  defaults: { workTypeId: number; vatCodeId: number } = { workTypeId: 0, vatCodeId: 0 },
): { workTypeId: number; vatCode: number; name: string } {
  const live = lists.workTypes.filter((type) => !type.deleted);
  const type = live.find((t) => t.id === workTypeId) ?? live.find((t) => t.id === defaults.workTypeId) ?? live[0];
  const validCodes = lists.vatCodes.filter((code) => !code.deleted && isValidUntilActive(code, date));
  const vatCode =
    validCodes.find((code) => code.id === type?.vatCodeId) ??
    validCodes.find((code) => code.id === defaults.vatCodeId) ??
    validCodes[0];
  return { workTypeId: type?.id ?? 0, vatCode: vatCode?.id ?? 0, name: type?.name ?? '' };
}

interface Line {
  customer: ProposalCustomer;
  project: ProposalProject;
  row: TInvoiceRow;
  label: string;
  billingDate: string;
  /** Hours in hundredths this line bills (sold or confirmed). */
  hours: number;
}

function newRow(fields: Partial<TInvoiceRow> & Pick<TInvoiceRow, 'units' | 'unitPrice' | 'description'>): TInvoiceRow {
  return {
    id: newInvoiceRowId(),
    projectId: 0,
    confirmedEntryId: 0,
    workId: 0,
    invoiceOrder: INVOICE_ROW_DEFAULTS.invoiceOrder,
    rowDate: null,
    vatCode: 0,
    vatPercentage: 0,
    workTypeId: 0,
    confirmed: 0,
    deleted: 0,
    joinedRows: [],
    ...fields,
  };
}

const workName = (work: ProposalWork, typeName: string) => work.description.split('\n')[0]?.trim() || typeName;

function periodLines(source: ProposalSource, work: ProposalWork, customer: ProposalCustomer, project: ProposalProject) {
  const lines: Line[] = [];
  if (!isPeriodicOption(work.invoicing) || !hasContractAmount(work)) return lines;
  for (const period of billingPeriods(work, source.startDate, source.endDate)) {
    if (source.billed.has(billedPeriodKey(work.id, period.start))) continue;
    const charge = periodCharge(work, period);
    const type = salesTypeOf(work.workType, source, period.billingDate, source.settings);
    const label = periodLabel(period, customer.locale);
    const base = { projectId: project.id, workId: work.id, rowDate: period.start, ...type };
    const name = `${workName(work, type.name)} - ${label}`;
    const line = { customer, project, label, billingDate: period.billingDate };
    if (charge.fixedAmount > 0)
      lines.push({
        ...line,
        hours: 0,
        row: newRow({ ...base, units: 100, unitPrice: work.fixedPrice, description: name }),
      });
    if (charge.units > 0) {
      const description = `${name} (${charge.visits} × ${work.minutes} min)`;
      const row = newRow({ ...base, units: charge.units, unitPrice: work.hourRate, description });
      lines.push({ ...line, hours: charge.units, row });
    }
  }
  return lines;
}

function billsEntry(kind: RunKind, work: ProposalWork, entry: ProposalEntry): boolean {
  if (kind === 'direct') return work.invoicing === WORK_INVOICE_OPTION.direct;
  if (!isPeriodicOption(work.invoicing)) return false;
  return !hasContractAmount(work) || entry.planningType === EXTRA_SHIFT;
}

function entryLines(source: ProposalSource, entry: ProposalEntry, work: ProposalWork, customer: ProposalCustomer) {
  const project = { id: entry.projectId } as ProposalProject;
  const type = salesTypeOf(work.workType, source, entry.date, source.settings);
  const label = rangeText(source.startDate, source.endDate);
  const base = {
    projectId: entry.projectId,
    workId: work.id,
    confirmedEntryId: entry.id,
    rowDate: entry.date,
    ...type,
  };
  const name = `${formatDate(entry.date)} ${workName(work, type.name)}`;
  const line = { customer, project, label, billingDate: entry.date };
  const lines: Line[] = [
    {
      ...line,
      hours: entry.hours,
      row: newRow({ ...base, units: entry.hours, unitPrice: work.hourRate, description: name }),
    },
  ];
  if (source.kind === 'direct' && work.fixedPrice > 0)
    lines.push({
      ...line,
      hours: 0,
      row: newRow({ ...base, units: 100, unitPrice: work.fixedPrice, description: name }),
    });
  return lines;
}

function toProposal(key: string, lines: Line[], source: ProposalSource): TPeriodicProposal {
  const first = lines[0] as Line;
  const { customer } = first;
  const projectIds = [...new Set(lines.map((line) => line.project.id))];
  const joined = projectIds.length > 1;
  const rows = lines.map(({ row, project }) =>
    joined && customer.multiProjects ? { ...row, description: `${project.name}: ${row.description}` } : row,
  );
  const dates = lines
    .flatMap((line) => [line.row.rowDate ?? '', line.billingDate])
    .filter(Boolean)
    .sort();
  const lastBilling = lines.reduce((max, line) => (line.billingDate > max ? line.billingDate : max), '');
  return {
    key,
    customerId: customer.id,
    customerName: customer.name,
    projectId: joined ? 0 : (projectIds[0] ?? 0),
    projectNames: [...new Set(lines.map((line) => line.project.name))],
    invoiceDate: periodicInvoiceDate(source.settings.periodicInvoiceDate, lastBilling, source.today),
    startPeriod: dates[0] ?? source.startDate,
    endPeriod: dates[dates.length - 1] ?? source.endDate,
    period: invoicePeriodText(lines.map((line) => line.label)),
    hours: lines.reduce((sum, line) => sum + line.hours, 0),
    amountExVat: rows.reduce((sum, row) => sum + rowAmount(row.units, row.unitPrice), 0),
    rows,
  };
}

/** The proposals of a run and the blocked projects (see the comment above). */
export function periodicProposals(source: ProposalSource): TPeriodicAnswer {
  const customers = new Map(source.customers.map((c) => [c.id, c]));
  const projects = new Map(source.projects.map((p) => [p.id, p]));
  const works = new Map(source.works.filter((w) => !w.deleted).map((w) => [w.id, w]));
  const lines: Line[] = [];
  const ownerOf = (projectId: number) => {
    const project = projects.get(projectId);
    const customer = project && customers.get(project.customerId);
    return project && customer ? { project, customer } : null;
  };
  if (source.kind === 'periodic')
    for (const work of works.values()) {
      const owner = ownerOf(work.projectId);
      if (owner) lines.push(...periodLines(source, work, owner.customer, owner.project));
    }
  for (const entry of source.entries) {
    const work = works.get(entry.workId);
    const owner = ownerOf(entry.projectId);
    if (!work || !owner || !billsEntry(source.kind, work, entry)) continue;
    lines.push(...entryLines(source, entry, work, owner.customer).map((line) => ({ ...line, project: owner.project })));
  }

  const groups = new Map<string, Line[]>();
  const blocked = new Map<number, TBlockedProject>();
  for (const line of lines) {
    const { customer, project } = line;
    if (project.invoicingBlocked) {
      const item = blocked.get(project.id) ?? {
        projectId: project.id,
        projectName: project.name,
        customerId: customer.id,
        customerName: customer.name,
        hours: 0,
        amountExVat: 0,
      };
      item.hours += line.hours;
      item.amountExVat += rowAmount(line.row.units, line.row.unitPrice);
      blocked.set(project.id, item);
      continue;
    }
    const key = customer.joinInvoices ? `c${customer.id}` : `c${customer.id}-p${project.id}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  const proposals = [...groups.entries()].map(([key, group]) => {
    // Rows per project, then by date, periods before shifts of the same day.
    const sorted = [...group].sort(
      (a, b) =>
        byName(a.project.name, b.project.name) ||
        (a.row.rowDate ?? '').localeCompare(b.row.rowDate ?? '') ||
        a.row.confirmedEntryId - b.row.confirmedEntryId,
    );
    return toProposal(key, sorted, source);
  });
  proposals.sort(
    (a, b) => byName(a.customerName, b.customerName) || byName(a.projectNames[0] ?? '', b.projectNames[0] ?? ''),
  );
  return {
    proposals,
    blocked: [...blocked.values()].sort((a, b) => byName(a.customerName, b.customerName)),
  };
}
