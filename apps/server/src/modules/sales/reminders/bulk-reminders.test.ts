import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { refusal } from '../invoices/test-support.ts';
import { insertCustomer, insertInvoice, ownerRows } from './test-support.ts';

// Bulk reminders through the job queue, delivered to a real SMTP server on 127.0.0.1 that can refuse deliveries.
const OWNER = 2;

describe.each(BACKENDS)('sendAllReminders on %s', (backend) => {
  let app: TestApp;
  let token: string;
  let sink: SmtpSink;
  let dutch: number;
  let french: number;

  const sendAll = (body: unknown) => app.request('POST', '/r/sendAllReminders', { token, body });
  const makeDue = () =>
    withSystem(app.database, (tx) =>
      tx.execute(sql`update jobs set run_at = now() - interval '1 second' where status = 'queued'`),
    );
  const reminderCount = async (invoiceId: number) =>
    (
      await ownerRows<{ n: number }>(
        app,
        OWNER,
        sql`select count(*)::int as n from invoice_reminders where invoice_id = ${invoiceId}`,
      )
    )[0]?.n;
  const jobs = (ids: number[]) =>
    ownerRows<{ id: number; status: string; attempts: number; last_error: string | null }>(
      app,
      OWNER,
      sql`select id, status, attempts, last_error from jobs where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
    );
  const failures = async () => (await app.request('GET', '/r/reminderFailures', { token })).json;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(backend, { smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true` });
    token = await app.login(DEMO_USERS.admin, OWNER);
    dutch = await insertCustomer(app, OWNER, {
      name: 'Kapsalon Knip',
      locale: 'nl',
      invoiceToEmail: 'knip@kapsalon.example',
    });
    french = await insertCustomer(app, OWNER, {
      name: 'Boulangerie Paul',
      locale: 'fr',
      invoiceToEmail: 'paul@boulangerie.example',
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('queues one job per reminder, answers at once, and the jobs mail them in the customer’s language', async () => {
    const own = await insertInvoice(app, OWNER, { customerId: dutch });
    const byTemplate = await insertInvoice(app, OWNER, { customerId: dutch });
    const inFrench = await insertInvoice(app, OWNER, { customerId: french });
    const response = await sendAll([
      {
        invoice: own.id,
        email: 'knip@kapsalon.example',
        subject: 'Eigen onderwerp {{invoiceNumber}}',
        message: '<p>Eigen tekst</p>',
        template: 'reminder_1',
      },
      { invoice: byTemplate.id, email: 'knip@kapsalon.example', subject: '', message: '' },
      { invoice: inFrench.id },
      // The same invoice twice in one batch is one reminder.
      { invoice: inFrench.id },
    ]);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.queued).toBe(3);
    // Nothing is sent before the jobs run.
    expect(await reminderCount(own.id)).toBe(0);
    expect((await jobs(response.json.jobIds)).map((job) => job.status)).toEqual(['queued', 'queued', 'queued']);
    const before = sink.received.length;

    await app.ctx.jobs.runDue();

    const mails = sink.received.slice(before);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'knip@kapsalon.example',
      'knip@kapsalon.example',
      'paul@boulangerie.example',
    ]);
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      [
        `Betalingsherinnering factuur ${byTemplate.number}`,
        `Eigen onderwerp ${own.number}`,
        `Relance de paiement de la facture ${inFrench.number}`,
      ].sort(),
    );
    for (const mail of mails) expect(mail.raw).toContain('Content-Type: application/pdf');
    for (const invoice of [own, byTemplate, inFrench]) expect(await reminderCount(invoice.id)).toBe(1);
    expect((await jobs(response.json.jobIds)).map((job) => job.status)).toEqual(['done', 'done', 'done']);
  });

  it('refuses the whole batch when one invoice cannot be reminded, and queues nothing', async () => {
    const open = await insertInvoice(app, OWNER, { customerId: dutch });
    const paid = await insertInvoice(app, OWNER, { customerId: dutch, amountOpen: 0 });
    const unreachable = await insertInvoice(app, OWNER, {
      customerId: await insertCustomer(app, OWNER, { invoiceToEmail: '' }),
    });
    const count = async () =>
      (
        await ownerRows<{ n: number }>(
          app,
          OWNER,
          sql`select count(*)::int as n from jobs where kind = 'reminder.send'`,
        )
      )[0]?.n;
    const before = await count();
    const refusedPaid = await sendAll([{ invoice: open.id }, { invoice: paid.id }]);
    expect(refusedPaid.status).toBe(400);
    expect(refusedPaid.json.message).toBe(`Reminder refused: the invoice is a draft, paid or deleted: ${paid.number}`);
    expect(refusedPaid.json).toMatchObject(refusal('reminder.invoicesNotOpen', { numbers: String(paid.number) }));
    const refusedAddress = await sendAll([{ invoice: open.id }, { invoice: unreachable.id }]);
    expect(refusedAddress.status).toBe(400);
    expect(refusedAddress.json).toMatchObject(
      refusal('reminder.noRecipients', { numbers: String(unreachable.number) }),
    );
    expect((await sendAll([{ invoice: open.id }, { invoice: 987_654 }])).status).toBe(404);
    for (const body of [{}, [], [{ invoice: 'x' }], 'text']) expect((await sendAll(body)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('retries a reminder mail the SMTP server refused, shows it as retrying meanwhile, and delivers it later', async () => {
    const invoice = await insertInvoice(app, OWNER, { customerId: dutch });
    const response = await sendAll([{ invoice: invoice.id }]);
    sink.state.refuse = 1;
    const before = sink.received.length;
    await app.ctx.jobs.runDue();
    expect(sink.received.length).toBe(before);
    // The reminder is stored; its mail failed once and waits for its retry, listed for the office.
    expect(await reminderCount(invoice.id)).toBe(1);
    const failed = (await failures()).find((f: { invoiceId: number }) => f.invoiceId === invoice.id);
    expect(failed).toMatchObject({
      kind: 'mail',
      invoiceNumber: invoice.number,
      to: 'knip@kapsalon.example',
      status: 'queued',
    });
    expect(failed.error).toContain('Mailbox temporarily unavailable');

    await makeDue();
    await app.ctx.jobs.runDue();
    expect(sink.received.length).toBe(before + 1);
    expect(sink.received.at(-1)?.subject).toBe(`Betalingsherinnering factuur ${invoice.number}`);
    expect((await failures()).some((f: { invoiceId: number }) => f.invoiceId === invoice.id)).toBe(false);
    expect((await jobs(response.json.jobIds))[0]?.status).toBe('done');
  });

  it('lets a reminder job fail visibly when the invoice was paid after queueing, storing and sending nothing', async () => {
    const invoice = await insertInvoice(app, OWNER, { customerId: dutch });
    const response = await sendAll([{ invoice: invoice.id }]);
    await withSystem(app.database, (tx) =>
      tx.execute(sql`update invoices set amount_open = 0 where id = ${invoice.id}`),
    );
    const before = sink.received.length;
    await app.ctx.jobs.runDue();
    const [retrying] = await jobs(response.json.jobIds);
    expect(retrying).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Reminder refused: the invoice is a draft, paid or deleted',
    });
    expect((await failures()).find((f: { id: number }) => f.id === retrying?.id)).toMatchObject({
      kind: 'job',
      invoiceNumber: invoice.number,
    });
    for (let attempt = 2; attempt <= 3; attempt++) {
      await makeDue();
      await app.ctx.jobs.runDue();
    }
    expect((await jobs(response.json.jobIds))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await failures()).find((f: { id: number }) => f.id === retrying?.id)?.status).toBe('failed');
    expect(await reminderCount(invoice.id)).toBe(0);
    expect(sink.received.length).toBe(before);
  });
});
