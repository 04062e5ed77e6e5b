import { DEFAULT_REMINDER_TEXTS } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { addUser, appWithAdmins, BACKENDS, countRows } from '../../../test/harness.ts';
import { day, insertCustomer, insertInvoice, ownerRows } from './test-support.ts';

// E-mail templates (allEmailTemplates, allReminderTemplates, saveEmailTemplate) and the payment-behaviour calls.

describe.each(BACKENDS)('e-mail templates and payment behaviour on %s', (backend) => {
  const t = appWithAdmins(backend);

  describe('e-mail templates', () => {
    it('gives every owner the invoice, credit invoice and reminder_1..3 mails in the five languages, seeded for the demo owners', async () => {
      for (const token of [t.owner1, t.owner2]) {
        const response = await t.app.request('GET', '/r/allEmailTemplates', { token });
        expect(response.status).toBe(200);
        expect(response.json).toHaveLength(25);
        const names = new Set(response.json.map((t: { name: string }) => t.name));
        expect([...names].sort()).toEqual(['credit_invoice', 'invoice', 'reminder_1', 'reminder_2', 'reminder_3']);
        // The reminder dialogs read the reminder templates only.
        const reminders = await t.app.request('GET', '/r/allReminderTemplates', { token });
        expect(reminders.json).toHaveLength(15);
        expect(reminders.json.every((t: { name: string }) => t.name.startsWith('reminder_'))).toBe(true);
        expect(response.json.every((t: { id: number }) => t.id > 0)).toBe(true);
        const fr3 = response.json.find(
          (t: { name: string; locale: string }) => t.name === 'reminder_3' && t.locale === 'fr',
        );
        expect(fr3).toMatchObject(DEFAULT_REMINDER_TEXTS.fr.reminder_3);
      }
    });

    it('fills an owner’s missing templates with the defaults without writing on a read', async () => {
      await withSystem(t.app.database, (tx) =>
        tx.execute(sql`update email_templates set deleted = 1 where owner_id = 2 and name = 'reminder_2'`),
      );
      const before = await countRows(t.app, 'email_templates');
      const response = await t.app.request('GET', '/r/allReminderTemplates', { token: t.owner2 });
      const second = response.json.filter((t: { name: string }) => t.name === 'reminder_2');
      expect(second).toHaveLength(5);
      expect(second.every((t: { id: number }) => t.id === 0)).toBe(true);
      expect(second.find((t: { locale: string }) => t.locale === 'es')).toMatchObject(
        DEFAULT_REMINDER_TEXTS.es.reminder_2,
      );
      expect(await countRows(t.app, 'email_templates')).toBe(before);
    });

    it('saves one template per name and language, sanitised, and the next reminder uses it', async () => {
      const body = {
        name: 'reminder_1',
        locale: 'en',
        title: 'Friendly reminder {{invoiceNumber}}',
        htmlMessage: '<p style="x">Please pay {{openAmount}}<img src=x onerror=alert(1)></p><script>bad()</script>',
      };
      const saved = await t.app.request('POST', '/r/saveEmailTemplate', { token: t.owner2, body });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      expect(saved.json).toMatchObject({
        name: 'reminder_1',
        locale: 'en',
        htmlMessage: '<p>Please pay {{openAmount}}</p>',
      });
      const again = await t.app.request('POST', '/r/saveEmailTemplate', {
        token: t.owner2,
        body: { ...body, title: 'Second {{invoiceNumber}}' },
      });
      expect(again.json.id).toBe(saved.json.id);
      const rows = await ownerRows<{ title: string }>(
        t.app,
        2,
        sql`select title from email_templates where name = 'reminder_1' and locale = 'en' and deleted = 0`,
      );
      expect(rows).toEqual([{ title: 'Second {{invoiceNumber}}' }]);
      // Owner 1's English reminder_1 is untouched.
      const owner1 = await t.app.request('GET', '/r/allEmailTemplates', { token: t.owner1 });
      expect(
        owner1.json.find((t: { name: string; locale: string }) => t.name === 'reminder_1' && t.locale === 'en').title,
      ).toBe(DEFAULT_REMINDER_TEXTS.en.reminder_1.title);

      const customer = await insertCustomer(t.app, 2, { locale: 'en', invoiceToEmail: 'ap@english.example' });
      const invoice = await insertInvoice(t.app, 2, { customerId: customer, amountInclVat: 50_00 });
      const sent = await t.app.request('POST', '/r/sendAllReminders', {
        token: t.owner2,
        body: [{ invoice: invoice.id }],
      });
      expect(sent.status).toBe(200);
      await t.app.ctx.jobs.runDue();
      const [reminder] = await ownerRows<{ subject: string; text_1: string }>(
        t.app,
        2,
        sql`select subject, text_1 from invoice_reminders where invoice_id = ${invoice.id}`,
      );
      expect(reminder).toEqual({ subject: `Second ${invoice.number}`, text_1: '<p>Please pay €50.00</p>' });
    });

    it('refuses unknown names, languages and empty titles (400), and non-administrators (403)', async () => {
      const before = await countRows(t.app, 'email_templates');
      for (const body of [
        { name: 'welcome', locale: 'en', title: 'x', htmlMessage: '' },
        { name: 'reminder_1', locale: 'de', title: 'x', htmlMessage: '' },
        { name: 'reminder_1', locale: 'en', title: ' ', htmlMessage: '' },
      ]) {
        expect((await t.app.request('POST', '/r/saveEmailTemplate', { token: t.owner2, body })).status).toBe(400);
      }
      const sales = await addUser(t.app, 1, 'templates-sales@test.example', ['employer_portal', 'show_sales']);
      const valid = { name: 'reminder_1', locale: 'en', title: 'x', htmlMessage: '<p>x</p>' };
      expect((await t.app.request('POST', '/r/saveEmailTemplate', { token: sales, body: valid })).status).toBe(403);
      expect((await t.app.request('GET', '/r/allEmailTemplates', { token: sales })).status).toBe(403);
      expect((await t.app.request('GET', '/r/allReminderTemplates', { token: sales })).status).toBe(200);
      expect(await countRows(t.app, 'email_templates')).toBe(before);
    });
  });

  describe('payment behaviour', () => {
    it('answers the paid invoices of the last 12 months with the days to pay, and the average per customer', async () => {
      const customer = await insertCustomer(t.app, 2, { paymentDays: 14 });
      const other = await insertCustomer(t.app, 2);
      const paid = async (age: number, after: number, extra: Record<string, unknown> = {}) =>
        insertInvoice(t.app, 2, { customerId: customer, age, amountOpen: 0, paidDate: day(-age + after), ...extra });
      await paid(100, 10);
      await paid(40, 30);
      await paid(200, 21);
      // Not payments: open, credit, too old (13 months), deleted, another customer's.
      await insertInvoice(t.app, 2, { customerId: customer, age: 30 });
      await paid(50, 5, { creditFor: 1, amountInclVat: -100 });
      await paid(400, 10);
      await paid(60, 3, { deleted: 1 });
      await insertInvoice(t.app, 2, { customerId: other, age: 20, amountOpen: 0, paidDate: day(-2) });

      const response = await t.app.request('POST', '/r/customerInvoiceLastPayments', {
        token: t.owner2,
        body: { id: customer },
      });
      expect(response.status).toBe(200);
      expect(response.json).toEqual([
        { invoice_date: day(-200), payment_after_days: 21 },
        { invoice_date: day(-100), payment_after_days: 10 },
        { invoice_date: day(-40), payment_after_days: 30 },
      ]);
      const averages = await t.app.request('GET', '/r/allCustomersAvgPaymentDays', { token: t.owner2 });
      expect(averages.json).toEqual(
        expect.arrayContaining([
          { customerId: customer, averageDays: 20.3, invoices: 3 },
          { customerId: other, averageDays: 18, invoices: 1 },
        ]),
      );
      // The customer's financial tab shows the same average.
      const financial = await t.app.request('POST', '/r/customerFinancial', {
        token: t.owner2,
        body: { id: customer },
      });
      expect(financial.json.averageDaysToPay).toBe(20.3);
    });

    it("answers 404 for an unknown customer or another owner's", async () => {
      const owner1Customer = await insertCustomer(t.app, 1);
      for (const id of [owner1Customer, 999_999]) {
        expect(
          (await t.app.request('POST', '/r/customerInvoiceLastPayments', { token: t.owner2, body: { id } })).status,
        ).toBe(404);
      }
      expect(
        (await t.app.request('POST', '/r/customerInvoiceLastPayments', { token: t.owner2, body: { id: 'x' } })).status,
      ).toBe(400);
    });
  });
});
