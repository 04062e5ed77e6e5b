import { type Locale, REMINDER_CALLS, type TReminderFailure, type ZSendAllRemindersRequest } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type CallContext, type CallRegistrar, jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fail } from '../../../platform/errors.ts';
import { deliversMail, MAIL_JOB } from '../../../platform/mail.ts';
import { type InvoiceForReminder, isRemindable, recipientOf, reminderInvoicesSql, sendReminder } from './send.ts';

// Bulk reminders (spec 000 §8, 001 §7 sendAllReminders): one durable job per reminder, answered at once. A job sends
// like the single send, in one transaction: a failure stores nothing and leaves the job's status and lastError; the
// queue retries it with back-off, and failures stay listed for the office (reminderFailures).

const REMINDER_JOB = 'reminder.send';
/** A refused reminder (invoice paid meanwhile) will not pass on a later try; a few tries cover passing trouble. */
const REMINDER_JOB_ATTEMPTS = 3;

const ZReminderJob = z.object({
  invoiceId: z.number().int().positive(),
  subject: z.string(),
  message: z.string(),
  locale: z.string().optional(),
  userId: z.number().int(),
  employeeId: z.number().int(),
});

/** Registers the job handler; app.ts calls this once, so jobs queued before a restart still run. */
export function registerReminderJobs(app: AppContext): void {
  app.jobs.register(REMINDER_JOB, (job) => {
    const payload = ZReminderJob.parse(job.payload);
    return withTenant(app.database, job.ownerId, (tx) => {
      // The job acts for the user who queued it: their name on the reminder and in the audit trail.
      const ctx = jobContext(app, tx, job.ownerId, payload);
      return sendReminder(ctx, {
        invoiceId: payload.invoiceId,
        subject: payload.subject,
        message: payload.message,
        locale: payload.locale as Locale | undefined,
        isCopy: false,
      });
    });
  });
}

/** A timestamp as ISO text in UTC, as the web app formats it. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const numbers = (rows: InvoiceForReminder[]) => rows.map((row) => row.number).join(', ');

async function queueReminders(ctx: CallContext, body: z.infer<typeof ZSendAllRemindersRequest>) {
  // One reminder per invoice per batch: a second would silently be the next level.
  const items = [...new Map(body.map((item) => [item.invoice, item])).values()];
  const ids = items.map((item) => item.invoice);
  const found = await queryRows<InvoiceForReminder>(
    ctx.tx,
    reminderInvoicesSql(ctx.ownerId, sql`i.id = any(${`{${ids.join(',')}}`}::int[])`),
  );
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw fail('reminder.invoicesNotFound', { ids: missing.join(', ') });
  // The whole batch is refused when one invoice cannot be reminded: the office fixes the selection and sends again.
  const notOpen = found.filter((row) => !isRemindable(row));
  if (notOpen.length > 0) throw fail('reminder.invoicesNotOpen', { numbers: numbers(notOpen) });
  const held = found.filter((row) => row.held);
  if (held.length > 0) throw fail('reminder.invoicesHeld', { numbers: numbers(held) });
  const unreachable = found.filter((row) => recipientOf(row) === '');
  if (unreachable.length > 0) throw fail('reminder.noRecipients', { numbers: numbers(unreachable) });

  const jobIds: number[] = [];
  for (const item of items) {
    const job = await ctx.app.jobs.enqueue(
      ctx.tx,
      ctx.ownerId,
      REMINDER_JOB,
      {
        invoiceId: item.invoice,
        subject: item.subject,
        message: item.message,
        locale: item.translation,
        userId: ctx.userId,
        employeeId: ctx.employeeId,
      },
      REMINDER_JOB_ATTEMPTS,
    );
    if (job) jobIds.push(job.id);
  }
  return jobIds;
}

export function registerBulkReminderRoutes(r: CallRegistrar): void {
  r.handle(REMINDER_CALLS.sendAllReminders, async (ctx, body) => {
    const jobIds = await queueReminders(ctx, body);
    return { queued: jobIds.length, jobIds };
  });

  r.handle(REMINDER_CALLS.reminderFailures, (ctx) => reminderFailures(ctx.tx, ctx.ownerId));
}

/** Reminders of the last 30 days that have not gone out: failed or retrying jobs, and mails SMTP refused. */
export function reminderFailures(tx: Db, ownerId: number): Promise<TReminderFailure[]> {
  return queryRows<TReminderFailure>(
    tx,
    sql`select 'job' as kind, j.id, (j.payload->>'invoiceId')::int as "invoiceId", i.number as "invoiceNumber",
          '' as "to", j.status, coalesce(j.last_error, '') as error, j.attempts, ${isoTime(sql`j.updated_at`)} as at
        from jobs j left join invoices i on i.owner_id = j.owner_id and i.id = (j.payload->>'invoiceId')::int
        where j.owner_id = ${ownerId} and j.kind = ${REMINDER_JOB} and j.updated_at > now() - interval '30 days'
          and (j.status = 'failed' or (j.status = 'queued' and j.last_error is not null))
      union all
      select 'mail', m.id, r.invoice_id, i.number, m."to",
          -- A refused mail whose delivery job still waits for its next attempt is retrying, not failed.
          case when exists (select 1 from jobs d where d.owner_id = m.owner_id and d.kind = ${MAIL_JOB}
              and d.status in ('queued', 'running') and ${deliversMail(sql`d.payload`, sql`m.id`)}) then 'queued'
            else m.status end,
          coalesce(m.error, ''), 0, ${isoTime(sql`m.updated_at`)}
        from mail_outbox m
        join invoice_reminders r on r.owner_id = m.owner_id and r.mail_id = m.id
        left join invoices i on i.owner_id = r.owner_id and i.id = r.invoice_id
        where m.owner_id = ${ownerId} and m.created_at > now() - interval '30 days' and m.status = 'failed'
      order by at desc limit 200`,
  );
}
