import {
  billedPeriodKey,
  PERIODIC_INVOICE_DATE,
  type TCreateDraftsAnswer,
  type TInvoiceRow,
  type ZProposalDraft,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agendaEntries, invoices, projects, works } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { lockOwnerSequence } from '../../../platform/sequences.ts';
import { salesSettingsOf } from '../../settings/index.ts';
import { insertDraft } from '../invoices/draft.ts';
import { billedPeriods, freeShifts } from './source.ts';

type ProposalDraft = z.infer<typeof ZProposalDraft>;

/**
 * createInvoicesDraft: one draft per proposal. Idempotent under the owner's lock (two runs at once wait for each
 * other): a row of a shift that is no longer confirmed and free, or of a work period already on a live invoice, or of
 * another customer's or a blocked project, is left out; a proposal with nothing left makes no draft and is answered
 * as skipped. The shifts of a draft are held by it (agenda_entries.invoice_id). A draft is dated as the proposal
 * says, or, when the Sales general settings date periodic invoices on the day of the run, on the day it is made.
 */
export async function createDrafts(ctx: CallContext, proposals: ProposalDraft[]): Promise<TCreateDraftsAnswer> {
  const { tx, ownerId } = ctx;
  await lockOwnerSequence(tx, ownerId, 'periodicDrafts');
  const allRows = proposals.flatMap((p) => p.rows);
  const entryIds = [...new Set(allRows.map((row) => row.confirmedEntryId).filter((id) => id > 0))];
  const workIds = [...new Set(allRows.map((row) => row.workId).filter((id) => id > 0))];
  const free = await freeShifts(tx, ownerId, entryIds);
  const billed = await billedPeriods(tx, ownerId, workIds);
  const projectRows = await tx
    .select({ id: projects.id, customerId: projects.customerId, blocked: projects.invoicingBlocked })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.deleted, 0)));
  const projectOf = new Map(projectRows.map((p) => [p.id, p]));
  const workRows = workIds.length
    ? await tx
        .select({ id: works.id, projectId: works.projectId })
        .from(works)
        .where(and(eq(works.ownerId, ownerId), inArray(works.id, workIds)))
    : [];
  const workProject = new Map(workRows.map((w) => [w.id, w.projectId]));
  const onRunDay = (await salesSettingsOf(tx, ownerId)).periodicInvoiceDate === PERIODIC_INVOICE_DATE.runDay;
  const today = todayIso();

  const answer: TCreateDraftsAnswer = { drafts: [], skipped: [] };
  for (const proposal of proposals) {
    const billable = (projectId: number | undefined) => {
      const project = projectId === undefined ? undefined : projectOf.get(projectId);
      return project !== undefined && project.customerId === proposal.customerId && !project.blocked;
    };
    const keep = (row: TInvoiceRow) => {
      if (row.confirmedEntryId > 0) return free.has(row.confirmedEntryId) && billable(free.get(row.confirmedEntryId));
      if (row.workId > 0)
        return !billed.has(billedPeriodKey(row.workId, row.rowDate ?? '')) && billable(workProject.get(row.workId));
      return false;
    };
    const rows = proposal.rows.filter(keep);
    if (rows.length === 0) {
      answer.skipped.push(proposal.key);
      continue;
    }
    const { key, ...fields } = proposal;
    const invoiceDate = onRunDay ? today : fields.invoiceDate;
    const invoiceId = await insertDraft(ctx, {
      ...fields,
      invoiceDate,
      rows,
      bookDate: null,
      textAbove: '',
      textBelow: '',
    });
    const held = [...new Set(rows.map((row) => row.confirmedEntryId).filter((id) => id > 0))];
    if (held.length)
      await tx
        .update(agendaEntries)
        .set({ invoiceId, updatedAt: sql`now()` })
        .where(and(eq(agendaEntries.ownerId, ownerId), inArray(agendaEntries.id, held)));
    for (const id of held) free.delete(id);
    for (const row of rows) if (row.confirmedEntryId === 0) billed.add(billedPeriodKey(row.workId, row.rowDate ?? ''));
    const [stored] = await tx
      .select({ amountInclVat: invoices.amountInclVat })
      .from(invoices)
      .where(and(eq(invoices.ownerId, ownerId), eq(invoices.id, invoiceId)));
    answer.drafts.push({ key, invoiceId, amountInclVat: stored?.amountInclVat ?? 0 });
  }
  return answer;
}
