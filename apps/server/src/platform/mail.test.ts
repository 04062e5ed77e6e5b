import { type AddressInfo, createServer } from 'node:net';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { withSystem } from '../db/tenant.ts';
import { DEMO_USERS } from '../seed/demo.ts';
import { BACKENDS, countRows, createTestApp, type TestApp } from '../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';

interface MailState {
  status: string;
  error: string | null;
  sent: boolean;
}

interface JobState {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  future: boolean;
}

describe.each(BACKENDS)('mail delivery over SMTP on %s', (backend) => {
  let app: TestApp;
  let sink: SmtpSink | undefined;
  let port: number;
  let ipCount = 0;

  beforeAll(async () => {
    sink = await startSmtpSink({ starttls: true });
    port = sink.port;
    // nodemailer reads transport options from the URL query; the sink's self-signed STARTTLS is skipped this way.
    app = await createTestApp(backend, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await sink?.close();
    await app.close();
  });

  async function forgot(userName: string, locale: string): Promise<number> {
    ipCount++;
    const response = await app.request('POST', '/forgotPassword', {
      body: { userName, locale },
      ip: `10.3.0.${ipCount}`,
    });
    expect(response.status).toBe(200);
    const rows = await withSystem(app.database, (tx) =>
      queryRows<{ id: number }>(tx, sql`select id from mail_outbox where owner_id = 0 order by id desc limit 1`),
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no outbox row');
    return id;
  }

  const mailStateOf = async (ownerId: number, id: number): Promise<MailState | undefined> =>
    (
      await withSystem(app.database, (tx) =>
        queryRows<MailState>(
          tx,
          sql`select status, error, sent_at is not null as sent from mail_outbox where owner_id = ${ownerId} and id = ${id}`,
        ),
      )
    )[0];
  const mailState = (id: number) => mailStateOf(0, id);

  const jobState = async (outboxId: number): Promise<JobState | undefined> =>
    (
      await withSystem(app.database, (tx) =>
        queryRows<JobState>(
          tx,
          sql`select id, status, attempts, last_error, run_at > now() as future from jobs
              where kind = 'mail.send' and owner_id = 0 and payload->'outboxIds' @> to_jsonb(${outboxId}::int)`,
        ),
      )
    )[0];

  it('delivers a forgot-password mail to the SMTP server when the job runs', async () => {
    const outboxId = await forgot(DEMO_USERS.planner, 'nl');
    expect((await mailState(outboxId))?.status).toBe('queued');
    expect((await jobState(outboxId))?.status).toBe('queued');
    const received = sink?.received ?? [];
    const before = received.length;

    expect(await app.ctx.jobs.runDue()).toBe(1);

    expect(received).toHaveLength(before + 1);
    const mail = received[received.length - 1];
    expect(mail?.to).toEqual([DEMO_USERS.planner]);
    expect(mail?.from).toBe('noreply@localhost');
    expect(mail?.subject).toBe('Stel uw wachtwoord in');
    expect(mail?.body).toMatch(/#\/Session\/ResetPW\/\d+\/[A-Za-z0-9_-]+/);
    expect(await mailState(outboxId)).toEqual({ status: 'sent', error: null, sent: true });
    expect((await jobState(outboxId))?.status).toBe('done');
    // Nothing is sent twice.
    expect(await app.ctx.jobs.runDue()).toBe(0);
    expect(received).toHaveLength(before + 1);
  });

  it('retries a mail when the SMTP server is down and delivers it once the server is back', async () => {
    await sink?.close();
    sink = undefined;
    const outboxId = await forgot(DEMO_USERS.admin, 'en');

    expect(await app.ctx.jobs.runDue()).toBe(1);
    const failed = await jobState(outboxId);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, future: true });
    expect(failed?.last_error).toBeTruthy();
    const mail = await mailState(outboxId);
    expect(mail?.status).toBe('failed');
    expect(mail?.error).toBeTruthy();
    expect(mail?.sent).toBe(false);
    // Not due yet: nothing runs.
    expect(await app.ctx.jobs.runDue()).toBe(0);

    sink = await startSmtpSink({ port, starttls: true });
    await withSystem(app.database, (tx) =>
      tx.execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${failed?.id ?? 0}`),
    );
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual([DEMO_USERS.admin]);
    expect(sink.received[0]?.subject).toBe('Set your password');
    expect(await mailState(outboxId)).toEqual({ status: 'sent', error: null, sent: true });
    expect(await jobState(outboxId)).toMatchObject({ status: 'done', attempts: 2 });
  });

  /** Mails of owner 1 put in the outbox, each in a transaction of its own (as a run's batches do). */
  async function queueMails(subjects: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const subject of subjects) {
      ids.push(
        await withSystem(app.database, (tx) =>
          app.ctx.mailer.send(tx, { ownerId: 1, to: 'klant@mail.test', subject, html: `<p>${subject}</p>` }),
        ),
      );
    }
    return ids;
  }

  const delivered = (subject: string) => (sink?.received ?? []).filter((mail) => mail.subject === subject).length;

  it('delivers mails queued while their job waits in that one job', async () => {
    const ids = await queueMails(['Een', 'Twee', 'Drie']);
    const jobs = await withSystem(app.database, (tx) =>
      queryRows<{ ids: number[] }>(
        tx,
        sql`select payload->'outboxIds' as ids from jobs where kind = 'mail.send' and status = 'queued' and owner_id = 1`,
      ),
    );
    expect(jobs).toEqual([{ ids }]);
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(['Een', 'Twee', 'Drie'].map(delivered)).toEqual([1, 1, 1]);
    for (const id of ids) expect(await mailStateOf(1, id)).toMatchObject({ status: 'sent' });
  });

  it('delivers the other mails of a job when the server refuses one, and on the next attempt only that one', async () => {
    const [refused = 0] = await queueMails(['Geweigerd', 'Daarna', 'Laatste']);
    if (sink) sink.state.refuse = 1;
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(['Geweigerd', 'Daarna', 'Laatste'].map(delivered)).toEqual([0, 1, 1]);
    expect(await mailStateOf(1, refused)).toMatchObject({ status: 'failed' });

    await withSystem(app.database, (tx) =>
      tx.execute(
        sql`update jobs set run_at = now() - interval '1 second' where kind = 'mail.send' and status = 'queued'`,
      ),
    );
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(['Geweigerd', 'Daarna', 'Laatste'].map(delivered)).toEqual([1, 1, 1]);
  });

  it('after a kill mid-job mails only what the killed worker had not sent', async () => {
    const [first = 0] = await queueMails(['Voor de kill', 'Na de kill']);
    // The worker sent the first mail and marked it sent, then its process died with the job running.
    await withSystem(app.database, async (tx) => {
      await tx.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now() where owner_id = 1 and id = ${first}`,
      );
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now(), heartbeat_at = now(),
              worker_id = ${`${hostname()}:99999999:killed`} where kind = 'mail.send' and status = 'queued'`,
      );
    });
    expect(await app.ctx.jobs.requeueDeadWorkers()).toBe(1);
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(['Voor de kill', 'Na de kill'].map(delivered)).toEqual([0, 1]);
  });

  it('sends nothing and queues no job for an unknown address', async () => {
    const mails = await countRows(app, 'mail_outbox');
    const jobs = await countRows(app, 'jobs');
    const response = await app.request('POST', '/forgotPassword', {
      body: { userName: 'unknown@nowhere.test' },
      ip: '10.3.1.1',
    });
    expect(response.json).toEqual({ ok: true });
    expect(await app.ctx.jobs.runDue()).toBe(0);
    expect(await countRows(app, 'mail_outbox')).toBe(mails);
    expect(await countRows(app, 'jobs')).toBe(jobs);
  });
});

describe.each(BACKENDS)('mail delivery with the SMTP server out of reach on %s', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    // A port nobody listens on: every connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    app = await createTestApp(backend, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(() => app.close());

  it('marks every mail of the job failed, not only the first, and keeps the job for another attempt', async () => {
    const ids: number[] = [];
    for (const subject of ['Een', 'Twee', 'Drie']) {
      ids.push(
        await withSystem(app.database, (tx) =>
          app.ctx.mailer.send(tx, { ownerId: 1, to: 'klant@mail.test', subject, html: `<p>${subject}</p>` }),
        ),
      );
    }
    expect(await app.ctx.jobs.runDue()).toBe(1);
    const states = await withSystem(app.database, (tx) =>
      queryRows<{ status: string; failed: boolean }>(
        tx,
        sql`select status, error is not null as failed from mail_outbox where owner_id = 1 and id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
      ),
    );
    expect(states).toEqual(ids.map(() => ({ status: 'failed', failed: true })));
    const job = await withSystem(app.database, (tx) =>
      queryRows<{ status: string }>(tx, sql`select status from jobs where owner_id = 1 and kind = 'mail.send'`),
    );
    expect(job).toEqual([{ status: 'queued' }]);
  });
});
