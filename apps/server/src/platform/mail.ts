import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Database, type Db, queryRows } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { withSystem } from '../db/tenant.ts';
import type { JobQueue } from './jobs.ts';

export interface MailMessage {
  /** 0 for mails that belong to no owner (password resets). */
  ownerId: number;
  to: string;
  /** Blind copies (comma-separated): delivered as the `to` are, named in no header the recipients see. */
  bcc?: string;
  subject: string;
  html: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

export const MAIL_JOB = 'mail.send';

/** How many mails one delivery job takes at most. */
const MAILS_PER_JOB = 50;

/** A delivery job's mails: `outboxIds`, or the one `outboxId` of a job queued before jobs took several. */
function mailsOfJob(payload: unknown): number[] {
  const { outboxIds, outboxId } = (payload ?? {}) as { outboxIds?: unknown; outboxId?: unknown };
  return (Array.isArray(outboxIds) ? outboxIds : [outboxId]).map(Number).filter(Number.isInteger);
}

/** SQL: whether the mail job whose payload is `payload` delivers the outbox mail `mailId`. */
export const deliversMail = (payload: SQL, mailId: SQL) =>
  sql`(${payload} -> 'outboxIds' @> to_jsonb(${mailId}) or (${payload} ->> 'outboxId')::int = ${mailId})`;

/**
 * Mail goes through the outbox table in the caller's transaction, so a rolled-back change sends nothing. With SMTP a
 * job delivers it (retried by the queue); without SMTP it stays in the outbox, readable under Home/Emails.
 *
 * A mail joins its owner's delivery job that has not started yet, so a run's mails go out many to a job rather than a
 * job each (a job costs a claim and its ending). The job marks each mail sent as soon as SMTP took it: another attempt,
 * after a failure or a kill, delivers only those not sent.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly database: Database,
    private readonly queue: JobQueue,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    // One pooled connection serves the mails of a run one after the other (a connection and its greeting, with TLS a
    // handshake, per mail otherwise); closed when it has been idle a few seconds.
    this.transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, idleTimeout: 3000 })
      : undefined;
    queue.register(MAIL_JOB, (job) => this.deliver(job.ownerId, mailsOfJob(job.payload)));
  }

  async send(tx: Db, message: MailMessage): Promise<number> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ ...message, attachments: message.attachments ?? [], status: this.transport ? 'queued' : 'outbox' })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    if (this.transport) await this.deliverLater(tx, message.ownerId, row.id);
    return row.id;
  }

  /**
   * Adds the mail to the owner's newest delivery job that no worker has taken yet (never tried; one a worker is taking
   * is locked and skipped), else queues a new one. It is the caller's transaction: the job takes the mail once the
   * mail is there.
   */
  private async deliverLater(tx: Db, ownerId: number, outboxId: number): Promise<void> {
    const joined = await queryRows<{ id: number }>(
      tx,
      sql`update jobs set payload = jsonb_set(payload, '{outboxIds}', (payload -> 'outboxIds') || to_jsonb(${outboxId}::int))
          where owner_id = ${ownerId} and id = (
            select id from jobs where owner_id = ${ownerId} and kind = ${MAIL_JOB} and status = 'queued'
              and attempts = 0 and jsonb_array_length(payload -> 'outboxIds') < ${MAILS_PER_JOB}
            order by id desc limit 1 for update skip locked)
          returning id`,
    );
    if (joined.length === 0) await this.queue.enqueue(tx, ownerId, MAIL_JOB, { outboxIds: [outboxId] });
  }

  /**
   * Sends the job's mails not sent yet, each marked sent once SMTP took it; fails (to be tried again) when one did not
   * go. Each mail is read as it goes out: 50 mails with their PDFs (megabytes) in one read are one long query, and on
   * PGlite no page is answered while it runs.
   */
  private async deliver(ownerId: number, outboxIds: number[]): Promise<{ sent: number }> {
    const unsent = await withSystem(this.database, (tx) =>
      tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.ownerId, ownerId), inArray(mailOutbox.id, outboxIds), ne(mailOutbox.status, 'sent')))
        .orderBy(asc(mailOutbox.id)),
    );
    let failure: unknown;
    for (const [index, { id }] of unsent.entries()) {
      try {
        const [mail] = await withSystem(this.database, (tx) =>
          tx
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.ownerId, ownerId), eq(mailOutbox.id, id))),
        );
        if (mail) await this.deliverOne(mail);
      } catch (err) {
        failure ??= err;
        // A mail the server refused (it answered with a code) fails alone; a server that cannot be reached fails the
        // rest as well: they wait for the job's next attempt instead of each waiting for the connection to time out,
        // and say so meanwhile (the list of failed mails shows them, also once the job has no attempts left).
        if (!(err as { responseCode?: unknown }).responseCode) {
          await this.markFailed(
            ownerId,
            unsent.slice(index + 1).map((rest) => rest.id),
            err,
          );
          break;
        }
      }
    }
    if (failure) throw failure;
    return { sent: unsent.length };
  }

  private async deliverOne(mail: typeof mailOutbox.$inferSelect): Promise<void> {
    const transport = this.transport;
    if (!transport) throw new Error('SMTP is not configured');
    const key = and(eq(mailOutbox.ownerId, mail.ownerId), eq(mailOutbox.id, mail.id));
    try {
      await transport.sendMail({
        from: this.from,
        to: mail.to,
        ...(mail.bcc ? { bcc: mail.bcc } : {}),
        subject: mail.subject,
        html: mail.html,
        attachments: (mail.attachments as NonNullable<MailMessage['attachments']>).map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.contentBase64, 'base64'),
          contentType: a.contentType,
        })),
      });
      await withSystem(this.database, (tx) =>
        tx
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, error: null, updatedAt: sql`now()` })
          .where(key),
      );
    } catch (err) {
      await this.markFailed(mail.ownerId, [mail.id], err);
      throw err;
    }
  }

  private async markFailed(ownerId: number, outboxIds: number[], err: unknown): Promise<void> {
    if (outboxIds.length === 0) return;
    const error = err instanceof Error ? err.message : String(err);
    await withSystem(this.database, (tx) =>
      tx
        .update(mailOutbox)
        .set({ status: 'failed', error, updatedAt: sql`now()` })
        .where(and(eq(mailOutbox.ownerId, ownerId), inArray(mailOutbox.id, outboxIds))),
    );
  }
}
