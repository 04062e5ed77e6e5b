import {
  ANNOUNCEMENT_FAILURES,
  type AnnouncementFailure,
  announcementRecipients,
  areDeliverable,
  isAnnouncementEnabled,
  type TAnnouncementsAnswer,
  type TEntryRef,
} from '@backoffice/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { agendaEntries } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { announcementMail, mailLocale } from './announcement-mail.ts';
import {
  customersById,
  type DocumentProject,
  employeeNames,
  mainAddressLines,
  ownerName,
  projectsById,
  worksById,
} from './document-data.ts';
import { entryStamps, type RefEntry, resolveEntries } from './entry-refs.ts';

/** What sending needs of a call: the automatic run builds the same from a job. */
export type AnnounceContext = Pick<CallContext, 'tx' | 'app' | 'ownerId' | 'audit'>;

type Failed = TAnnouncementsAnswer['failed'];

const refEntry = (ref: TEntryRef) => (typeof ref === 'number' ? { id: ref, key: '' } : { id: 0, key: ref });

/** Why an entry cannot be announced before any mail is tried, or undefined. */
function refusal(
  entry: RefEntry,
  project: DocumentProject | undefined,
  work: { deleted: number; projectId: number } | undefined,
): AnnouncementFailure | undefined {
  if (!project || project.deleted) return ANNOUNCEMENT_FAILURES.projectOrWorkNotFound;
  if (entry.workId && (!work || work.deleted || work.projectId !== entry.projectId)) {
    return ANNOUNCEMENT_FAILURES.projectOrWorkNotFound;
  }
  if (!isAnnouncementEnabled(project.announcement)) return ANNOUNCEMENT_FAILURES.disabled;
  return undefined;
}

/** Every live shift of the project on the day: the mail tells the whole day, not only the shifts selected. */
async function shiftsOfDay(ctx: AnnounceContext, projectId: number, date: string) {
  return ctx.tx
    .select({
      key: agendaEntries.key,
      employeeId: agendaEntries.employeeId,
      startTime: agendaEntries.startTime,
      endTime: agendaEntries.endTime,
    })
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ctx.ownerId),
        eq(agendaEntries.deleted, 0),
        sql`${agendaEntries.source} <> 'del'`,
        eq(agendaEntries.projectId, projectId),
        eq(agendaEntries.date, date),
      ),
    );
}

/**
 * sendAnnouncementsV2: one mail per project and day to the project's announcement addresses (else the customer's
 * e-mail), in the customer's language. Sent shifts get announcedAt (by key); the others come back with their reason.
 * A mail that cannot be written to the outbox fails alone (a savepoint), the rest still goes.
 */
export async function sendAnnouncements(
  ctx: AnnounceContext,
  refs: readonly TEntryRef[],
  now: Date,
): Promise<TAnnouncementsAnswer> {
  const { found, missing } = await resolveEntries(ctx.tx, ctx.ownerId, refs);
  const failed: Failed = missing.map((ref) => ({
    entry: refEntry(ref),
    reason: ANNOUNCEMENT_FAILURES.projectOrWorkNotFound,
  }));
  const fail = (entries: readonly RefEntry[], reason: AnnouncementFailure) => {
    for (const e of entries) failed.push({ entry: { id: e.id, key: e.key }, reason });
  };
  const projects = await projectsById(
    ctx.tx,
    ctx.ownerId,
    found.map((e) => e.projectId),
  );
  const works = await worksById(
    ctx.tx,
    ctx.ownerId,
    found.map((e) => e.workId),
  );
  const groups = new Map<string, RefEntry[]>();
  for (const entry of found) {
    const reason = refusal(entry, projects.get(entry.projectId), works.get(entry.workId));
    if (reason) fail([entry], reason);
    else {
      const key = `${entry.projectId}|${entry.date}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
  }
  if (groups.size === 0) return { sent: [], failed };

  const groupProjects = [...groups.values()].map((g) => projects.get(g[0]?.projectId ?? 0) as DocumentProject);
  const customers = await customersById(
    ctx.tx,
    ctx.ownerId,
    groupProjects.map((p) => p.customerId),
  );
  const company = await ownerName(ctx.tx, ctx.ownerId);
  const sentKeys: string[] = [];
  for (const entries of groups.values()) {
    const first = entries[0] as RefEntry;
    const project = projects.get(first.projectId) as DocumentProject;
    const customer = customers.get(project.customerId);
    const recipients = announcementRecipients(project.announcementEmail, customer?.deleted ? '' : customer?.email);
    if (recipients.length === 0) {
      fail(entries, ANNOUNCEMENT_FAILURES.noEmail);
      continue;
    }
    if (!areDeliverable(recipients)) {
      fail(entries, ANNOUNCEMENT_FAILURES.sendFailed);
      continue;
    }
    const day = await shiftsOfDay(ctx, project.id, first.date);
    const names = await employeeNames(
      ctx.tx,
      ctx.ownerId,
      day.map((s) => s.employeeId),
    );
    const mail = announcementMail(mailLocale(customer?.locale), {
      company,
      project: project.name,
      address: (await mainAddressLines(ctx.tx, ctx.ownerId, [project.id], first.date)).get(project.id) ?? '',
      date: first.date,
      lines: day.map((s) => ({ ...s, employee: names.get(s.employeeId) ?? '' })),
    });
    try {
      await ctx.tx.transaction((savepoint) =>
        ctx.app.mailer.send(savepoint, { ownerId: ctx.ownerId, to: recipients.join(', '), ...mail }),
      );
    } catch {
      fail(entries, ANNOUNCEMENT_FAILURES.sendFailed);
      continue;
    }
    const keys = day.map((s) => s.key);
    sentKeys.push(...keys);
    await ctx.tx
      .update(agendaEntries)
      .set({ announcedAt: now, updatedAt: now })
      .where(and(eq(agendaEntries.ownerId, ctx.ownerId), inArray(agendaEntries.key, keys)) as SQL);
    await ctx.audit('Announcement', project.id, 'send', { date: first.date, to: recipients, keys });
  }
  return { sent: await entryStamps(ctx.tx, ctx.ownerId, sentKeys), failed };
}

/**
 * The automatic run (announcement 2) of one owner on `today`: every shift not yet announced whose date lies from
 * tomorrow up to its project's announcementDays ahead (automaticAnnouncementWindow, in SQL).
 */
export async function sendDueAnnouncements(ctx: AnnounceContext, today: string, now: Date) {
  const due = await queryRows<{ key: string }>(
    ctx.tx,
    sql`
    select e.key from agenda_entries e
      join projects p on p.owner_id = e.owner_id and p.id = e.project_id
    where e.owner_id = ${ctx.ownerId} and e.deleted = 0 and e.source <> 'del' and e.announced_at is null
      and p.deleted = 0 and p.announcement = 2
      and e.date > ${today}::date and e.date <= ${today}::date + greatest(p.announcement_days, 1)
    order by e.date, e.id`,
  );
  const keys = due.map((row) => row.key);
  if (keys.length === 0) return { sent: [], failed: [] };
  return sendAnnouncements(ctx, keys, now);
}
