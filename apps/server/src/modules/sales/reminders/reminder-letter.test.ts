import { formatDate } from '@backoffice/domain/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { today } from '../../../test/fixtures/customers.ts';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { refusal } from '../invoices/test-support.ts';
import { insertCustomer, insertInvoice, ownerRows } from './test-support.ts';

// A reminder for a customer without an e-mail address (POST /r/printReminderLetter): a PDF letter, counted as sent.
const OWNER = 2;

describe.each(BACKENDS)('printReminderLetter on %s', (backend) => {
  let app: TestApp;
  let token: string;
  let customer: number;

  const print = (body: Record<string, unknown>) => app.request('POST', '/r/printReminderLetter', { token, body });

  beforeAll(async () => {
    app = await createTestApp(backend);
    token = await app.login(DEMO_USERS.admin, OWNER);
    customer = await insertCustomer(app, OWNER, { name: 'Drukkerij Post', invoiceToEmail: '', paymentDays: 14 });
    await ownerRows(
      app,
      OWNER,
      sql`update customers set address = 'Lange Nieuwstraat', house_number = '12', postal_code = '3512 PH',
            city = 'Utrecht' where id = ${customer} returning id`,
    );
  });
  afterAll(() => app.close());

  it("prints the letter: letterhead, address, the template's text, the open invoices; the level advances", async () => {
    const invoice = await insertInvoice(app, OWNER, { customerId: customer, age: 30, amountInclVat: 1234_56 });
    const older = await insertInvoice(app, OWNER, {
      customerId: customer,
      age: 60,
      amountInclVat: 500_00,
      amountOpen: 200_00,
    });
    // The reminder dialog sends its text; without one the level's template of the customer's language is used.
    const response = await print({ invoice: invoice.id, subject: '', message: '' });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json).toMatchObject({ level: 1, reminderId: expect.any(Number), uploadId: expect.any(Number) });

    const pdf = await app.download(token, response.json.uploadId);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.bytes)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Tweede Vestiging B.V.');
    expect(text).toContain('KvK 24987654');
    expect(text).toContain('Drukkerij Post');
    expect(text).toContain('Lange Nieuwstraat 12');
    expect(text).toContain('3512 PH Utrecht');
    expect(text).toContain(`Rotterdam, ${formatDate(today)}`);
    expect(text).toContain(`Betalingsherinnering factuur ${invoice.number}`);
    expect(text).toContain('Volgens onze administratie is factuur');
    expect(text).toContain('Openstaande facturen');
    expect(text).toMatch(new RegExp(`${older.number} .*€ 500,00 .*€ 200,00`));
    expect(text).toMatch(new RegExp(`${invoice.number} .*€ 1\\.234,56 .*€ 1\\.234,56`));
    expect(text).toMatch(/Totaal openstaand .*€ 1\.434,56/);

    const stored = await ownerRows<{ level: number; address: string; mail_id: number; reminder_date: string }>(
      app,
      OWNER,
      sql`select level, address, mail_id, reminder_date::text from invoice_reminders where invoice_id = ${invoice.id}`,
    );
    expect(stored).toEqual([{ level: 1, address: '', mail_id: 0, reminder_date: today }]);

    // The next one is the second reminder, with the user's own text kept (sanitised) and its variables filled in.
    const second = await print({
      invoice: invoice.id,
      subject: 'Tweede herinnering {{invoiceNumber}}',
      message: '<p>Wij missen nog <strong>{{openAmount}}</strong>.</p><script>x()</script>',
      template: 'reminder_2',
    });
    expect(second.json.level).toBe(2);
    const secondText = await pdfText((await app.download(token, second.json.uploadId)).bytes);
    expect(secondText).toContain(`Tweede herinnering ${invoice.number}`);
    expect(secondText).toContain('Wij missen nog € 1.234,56.');
    expect(secondText).not.toContain('x()');
  });

  it('refuses a paid invoice and an empty text with 400, storing nothing', async () => {
    const paid = await insertInvoice(app, OWNER, { customerId: customer, amountOpen: 0 });
    const refused = await print({ invoice: paid.id, subject: '', message: '' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject(refusal('reminder.invoiceNotOpen'));
    const open = await insertInvoice(app, OWNER, { customerId: customer });
    const empty = await print({ invoice: open.id, subject: 'S', message: '<p> </p>' });
    expect(empty.status).toBe(400);
    const rows = await ownerRows<{ n: number }>(
      app,
      OWNER,
      sql`select count(*)::int as n from invoice_reminders where invoice_id in (${paid.id}, ${open.id})`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
