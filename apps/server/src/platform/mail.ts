import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Db } from '../db/client.ts';
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

/**
 * Mail goes through the outbox table in the caller's transaction, so a rolled-back change sends nothing. With SMTP a
 * job delivers it (retried by the queue); without SMTP it stays in the outbox, readable under Home/Emails.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly database: Database,
    private readonly queue: JobQueue,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    queue.register(MAIL_JOB, (job) =>
      this.deliver(job.ownerId, Number(job.payload && (job.payload as { outboxId: number }).outboxId)),
    );
  }

  async send(tx: Db, message: MailMessage): Promise<number> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ ...message, attachments: message.attachments ?? [], status: this.transport ? 'queued' : 'outbox' })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    if (this.transport) await this.queue.enqueue(tx, message.ownerId, MAIL_JOB, { outboxId: row.id });
    return row.id;
  }

  private async deliver(ownerId: number, outboxId: number): Promise<{ messageId: string }> {
    const transport = this.transport;
    if (!transport) throw new Error('SMTP is not configured');
    const key = and(eq(mailOutbox.ownerId, ownerId), eq(mailOutbox.id, outboxId));
    const [mail] = await withSystem(this.database, (tx) => tx.select().from(mailOutbox).where(key));
    if (!mail) throw new Error(`outbox mail ${ownerId}/${outboxId} not found`);
    try {
      const info = await transport.sendMail({
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
      return { messageId: String(info.messageId) };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await withSystem(this.database, (tx) =>
        tx.update(mailOutbox).set({ status: 'failed', error, updatedAt: sql`now()` }).where(key),
      );
      throw err;
    }
  }
}
