import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { today } from '../../../test/fixtures/customers.ts';
import { addUser, BACKENDS, createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { refusal } from '../invoices/test-support.ts';
import { insertCustomer, insertInvoice, insertReminder, ownerRows } from './test-support.ts';

// The single reminder (POST /r/sendReminder) on owner 2: without SMTP every mail stays in the outbox, where it is read.
const OWNER = 2;

interface OutboxRow {
  to: string;
  subject: string;
  html: string;
  attachments: { filename: string; contentBase64: string; contentType: string }[];
}
interface ReminderRow {
  level: number;
  template: string;
  subject: string;
  text_1: string;
  address: string;
  reminder_date: string;
  mail_id: number;
}

describe.each(BACKENDS)('sendReminder on %s', (backend) => {
  let app: TestApp;
  let token: string;
  let customer: number;

  const send = (body: Record<string, unknown>, as = token) =>
    app.request('POST', '/r/sendReminder', { token: as, body });
  const reminders = (invoiceId: number) =>
    ownerRows<ReminderRow>(
      app,
      OWNER,
      sql`select level, template, subject, text_1, address, reminder_date::text, mail_id from invoice_reminders
          where invoice_id = ${invoiceId} order by id`,
    );
  const mail = async (id: number) =>
    (
      await ownerRows<OutboxRow>(
        app,
        OWNER,
        sql`select "to", subject, html, attachments from mail_outbox where id = ${id}`,
      )
    )[0];
  const counts = async () =>
    (
      await ownerRows<{ reminders: number; mails: number }>(
        app,
        OWNER,
        sql`select (select count(*)::int from invoice_reminders) as reminders, (select count(*)::int from mail_outbox) as mails`,
      )
    )[0];

  beforeAll(async () => {
    app = await createTestApp(backend);
    token = await app.login(DEMO_USERS.admin, OWNER);
    customer = await insertCustomer(app, OWNER, {
      name: 'Bakkerij <Jansen> & Zn',
      invoiceToEmail: 'facturen@jansen.example',
      invoiceReminderEmail: 'debiteuren@jansen.example',
      paymentDays: 14,
    });
  });
  afterAll(() => app.close());

  it('sends a first reminder with the edited subject and the invoice PDF, and stores it on the invoice', async () => {
    const invoice = await insertInvoice(app, OWNER, { customerId: customer, age: 30, amountInclVat: 1234_56 });
    const response = await send({
      invoice: { id: invoice.id, number: invoice.number },
      subject: 'Herinnering {{invoiceNumber}} – graag betalen',
      message:
        '<p onclick="steal()">Beste {{customerName}}, factuur {{invoiceNumber}} van {{amount}} staat {{daysOverdue}} dagen over de termijn van {{paymentTerm}} dagen.</p><script>alert(1)</script>',
      email: 'debiteuren@jansen.example',
      template: 'reminder_1',
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json).toMatchObject({ level: 1, to: 'debiteuren@jansen.example' });
    expect(response.json.reminderId).toBeGreaterThan(0);

    const [stored] = await reminders(invoice.id);
    expect(stored).toMatchObject({
      level: 1,
      template: 'reminder_1',
      subject: `Herinnering ${invoice.number} – graag betalen`,
      address: 'debiteuren@jansen.example',
      reminder_date: today,
      mail_id: response.json.mailId,
    });
    // Sanitised (no handler, no script), the variables filled in and escaped.
    expect(stored?.text_1).toBe(
      `<p>Beste Bakkerij &lt;Jansen&gt; &amp; Zn, factuur ${invoice.number} van €\u00a01.234,56 staat 16 dagen over de termijn van 14 dagen.</p>`,
    );

    const sent = await mail(response.json.mailId);
    expect(sent?.to).toBe('debiteuren@jansen.example');
    expect(sent?.subject).toBe(stored?.subject);
    expect(sent?.html).toContain(stored?.text_1);
    expect(sent?.html).not.toContain('script');
    expect(sent?.attachments).toHaveLength(1);
    // The invoice's own PDF, named in the customer's language (Dutch here).
    expect(sent?.attachments[0]).toMatchObject({
      filename: `Factuur ${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(Buffer.from(sent?.attachments[0]?.contentBase64 ?? '', 'base64'));
    expect(text).toContain(String(invoice.number));
    expect(text).toContain('Bakkerij <Jansen> & Zn');
    expect(text.replace(/\s/g, ' ')).toContain('€ 1.234,56');
  });

  it('offers the next level each time, capped at 3, with the level’s template when the text is left to it', async () => {
    const invoice = await insertInvoice(app, OWNER, { customerId: customer, age: 50 });
    await insertReminder(app, OWNER, invoice.id, customer, '2026-01-01', 1);
    const second = await send({ invoice: invoice.id, subject: 'Tweede', message: '<p>Tweede keer</p>' });
    expect(second.json.level).toBe(2);
    const third = await send({ invoice: invoice.id, subject: 'Derde', message: '<p>Derde keer</p>' });
    expect(third.json.level).toBe(3);
    const fourth = await send({ invoice: invoice.id, subject: 'Vierde', message: '<p>Nog eens</p>' });
    expect(fourth.json.level).toBe(3);
    expect((await reminders(invoice.id)).map((r) => r.template)).toEqual([
      'reminder_1',
      'reminder_2',
      'reminder_3',
      'reminder_3',
    ]);
  });

  it('sends a copy to the current employee and stores no reminder', async () => {
    const invoice = await insertInvoice(app, OWNER, { customerId: customer });
    await insertReminder(app, OWNER, invoice.id, customer, '2026-01-01', 1);
    const before = await counts();
    // The admin has no employee record: the copy goes to the login's address.
    const response = await send({ invoice: invoice.id, subject: 'Kopie', message: '<p>Kopie</p>', isCopy: 1 });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json).toMatchObject({ reminderId: null, level: 2, to: DEMO_USERS.admin });
    expect((await mail(response.json.mailId))?.subject).toBe('Kopie');
    expect(await counts()).toEqual({ reminders: before?.reminders, mails: (before?.mails ?? 0) + 1 });

    // A user linked to an employee: that employee's address.
    const sales = await addUser(app, OWNER, 'copy@test.example', ['employer_portal', 'show_sales']);
    const [employee] = await ownerRows<{ id: number; email: string }>(
      app,
      OWNER,
      sql`select id, email from employees where email <> '' order by id limit 1`,
    );
    await withSystem(app.database, (tx) =>
      tx.execute(sql`update owner_users set employee_id = ${employee?.id ?? 0}
        where owner_id = ${OWNER} and user_id = (select id from user_accounts where user_name = 'copy@test.example')`),
    );
    const linked = await send({ invoice: invoice.id, subject: 'Kopie', message: '<p>Kopie</p>', isCopy: 1 }, sales);
    expect(linked.json.to).toBe(employee?.email);
    expect((await reminders(invoice.id)).map((r) => r.level)).toEqual([1]);
  });

  it('refuses a paid, draft or deleted invoice, a customer without address and an empty text, writing nothing', async () => {
    const silent = await insertCustomer(app, OWNER, { invoiceToEmail: '', invoiceReminderEmail: '' });
    const cases: [number, string][] = [
      [
        (await insertInvoice(app, OWNER, { customerId: customer, amountOpen: 0 })).id,
        'invoice is a draft, paid or deleted',
      ],
      [
        (await insertInvoice(app, OWNER, { customerId: customer, status: 0, number: null })).id,
        'draft, paid or deleted',
      ],
      [(await insertInvoice(app, OWNER, { customerId: customer, deleted: 1 })).id, 'draft, paid or deleted'],
      [(await insertInvoice(app, OWNER, { customerId: silent })).id, 'no e-mail address for reminders'],
    ];
    const before = await counts();
    for (const [id, text] of cases) {
      const response = await send({ invoice: id, subject: 'S', message: '<p>M</p>' });
      expect(response.status, text).toBe(400);
      expect(response.json.message).toContain(text);
    }
    const open = await insertInvoice(app, OWNER, { customerId: customer });
    const empty = await send({ invoice: open.id, subject: 'S', message: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject(refusal('reminder.emptyMessage'));
    expect(empty.json.message).toBe('Reminder refused: the message is empty');
    for (const body of [
      { invoice: open.id, subject: '', message: 'x' },
      { invoice: open.id, subject: 's' },
      { subject: 's', message: 'm' },
    ]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for an unknown invoice or another owner's, and 403 without the sales role", async () => {
    const owner1 = await app.login(DEMO_USERS.admin, 1);
    const other = await insertInvoice(app, 1, { customerId: await insertCustomer(app, 1) });
    expect((await send({ invoice: other.id, subject: 'S', message: '<p>M</p>' })).status).toBe(404);
    expect((await send({ invoice: 999_999, subject: 'S', message: '<p>M</p>' })).status).toBe(404);
    const planner = await app.login(DEMO_USERS.planner, 1);
    expect((await send({ invoice: other.id, subject: 'S', message: '<p>M</p>' }, planner)).status).toBe(403);
    const sales = await addUser(app, 1, 'sales@test.example', ['employer_portal', 'show_sales']);
    expect((await send({ invoice: other.id, subject: 'S', message: '<p>M</p>' }, sales)).status).toBe(200);
    expect((await send({ invoice: other.id, subject: 'S', message: '<p>M</p>' }, owner1)).json.level).toBe(2);
  });
});
