import { todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { BACKENDS, countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { call, invoiced, newCustomer, refusal, row, saveDraft, stored } from './test-support.ts';

interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

const outbox = (app: TestApp, id: number) =>
  stored<OutboxMail>(
    app,
    1,
    sql`select "to", subject, html, attachments from mail_outbox where owner_id = 1 and id = ${id}`,
  );

describe.each(BACKENDS)('sending and crediting invoices on %s', (backend) => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(backend);
    admin = await app.login(DEMO_USERS.admin, 1);
  });
  afterAll(() => app.close());

  describe('sendInvoice', () => {
    it("mails the PDF to the customer's invoice address and records the send", async () => {
      const customer = await newCustomer(app, admin, {
        name: 'Kapsalon Knip',
        invoiceToEmail: 'boekhouding@knip.test',
      });
      const invoice = await invoiced(app, admin, customer.id);
      const sent = await call(app, admin, 'sendInvoice', { id: invoice.id });
      expect(sent.sent).toEqual([
        expect.objectContaining({
          method: 'email',
          to: 'boekhouding@knip.test',
          date: todayIso(),
          mailId: expect.any(Number),
        }),
      ]);
      const [mail] = await outbox(app, sent.sent[0].mailId);
      expect(mail?.to).toBe('boekhouding@knip.test');
      expect(mail?.subject).toBe(`Factuur ${invoice.number} van Demo Schoonmaak B.V.`);
      expect(mail?.html).toMatch(/€\s121,00/);
      expect(mail?.attachments).toEqual([
        expect.objectContaining({ filename: `Factuur ${invoice.number}.pdf`, contentType: 'application/pdf' }),
      ]);
      expect(
        Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // A second send (a reminder by hand, a lost mail) is recorded too.
      const again = await call(app, admin, 'sendInvoice', { id: invoice.id, paper: 1 });
      expect(again.sent.map((event: { method: string }) => event.method)).toEqual(['email', 'paper']);
    });

    it("uses the owner's invoice and credit invoice mail templates in the customer's language", async () => {
      const template = {
        name: 'invoice',
        locale: 'en',
        title: '{{companyName}}: invoice {{invoiceNumber}}',
        htmlMessage: '<p>{{customerName}}, please pay {{amount}} before {{expiryDate}}.</p><script>x()</script>',
      };
      await call(app, admin, 'saveEmailTemplate', template);
      const customer = await newCustomer(app, admin, {
        name: 'Dental <Care>',
        locale: 'en',
        invoiceToEmail: 'ap@dental.test',
        paymentDays: 14,
      });
      const invoice = await invoiced(app, admin, customer.id, { invoiceDate: '2026-11-02' });
      const sent = await call(app, admin, 'sendInvoice', { id: invoice.id });
      const [mail] = await outbox(app, sent.sent[0].mailId);
      expect(mail?.subject).toBe(`Demo Schoonmaak B.V.: invoice ${invoice.number}`);
      // Sanitised, and the values escaped as they go in.
      expect(mail?.html).toContain('<p>Dental &lt;Care&gt;, please pay €121.00 before 16-11-2026.</p>');
      expect(mail?.html).not.toContain('script');

      // The credit invoice has a template of its own; untouched, it is the standard text.
      const draft = await call(app, admin, 'invoicesCreditFor', { id: invoice.id });
      const credit = (await call(app, admin, 'invoiceInvoice', { id: draft.id })).invoice;
      const creditSent = await call(app, admin, 'sendInvoice', { id: credit.id });
      const [creditMail] = await outbox(app, creditSent.sent[0].mailId);
      expect(creditMail?.subject).toBe(`Credit invoice ${credit.number} from Demo Schoonmaak B.V.`);
      expect(creditMail?.html).toContain(`Please find attached credit invoice ${credit.number}`);
      expect(creditMail?.html).toContain('-€121.00');
    });

    it("sends a managed customer's invoice to the management company unless the override flag is set", async () => {
      const manager = await newCustomer(app, admin, { isManager: 1, invoiceToEmail: 'facturen@beheer.test' });
      const managed = await newCustomer(app, admin, { managementId: manager.id, invoiceToEmail: 'vve@kade.test' });
      const first = await call(app, admin, 'sendInvoice', { id: (await invoiced(app, admin, managed.id)).id });
      expect(first.sent[0].to).toBe('facturen@beheer.test');
      const own = await newCustomer(app, admin, {
        managementId: manager.id,
        overrideManagementEmail: 1,
        invoiceToEmail: 'vve@werf.test',
      });
      const second = await call(app, admin, 'sendInvoice', { id: (await invoiced(app, admin, own.id)).id });
      expect(second.sent[0].to).toBe('vve@werf.test');
    });

    it('refuses a customer without an invoice address with the "no email" text, sending nothing', async () => {
      const customer = await newCustomer(app, admin, { invoiceToEmail: '' });
      const invoice = await invoiced(app, admin, customer.id);
      const mails = await countRows(app, 'mail_outbox');
      expect(await call(app, admin, 'sendInvoice', { id: invoice.id }, 400)).toMatchObject(refusal('invoice.noEmail'));
      expect(await countRows(app, 'mail_outbox')).toBe(mails);
      expect((await call(app, admin, 'getInvoice', { id: invoice.id })).sent).toEqual([]);
      // On paper it can go.
      expect((await call(app, admin, 'sendInvoice', { id: invoice.id, paper: 1 })).sent[0].method).toBe('paper');
    });

    it('refuses to send a draft', async () => {
      const customer = await newCustomer(app, admin);
      const draft = await saveDraft(app, admin, customer.id);
      expect(await call(app, admin, 'sendInvoice', { id: draft.id }, 400)).toMatchObject(
        refusal('invoice.notInvoiced'),
      );
    });
  });

  describe('invoicesCreditFor', () => {
    it('makes a credit draft with negated rows; invoiced, it has the negated amounts', async () => {
      const customer = await newCustomer(app, admin);
      const source = await invoiced(app, admin, customer.id, {
        rows: [row({ units: 33, unitPrice: 10 }), row({ units: 125, unitPrice: 99, vatCode: 2, workTypeId: 2 })],
      });
      const draft = await call(app, admin, 'invoicesCreditFor', { id: source.id });
      expect(draft).toMatchObject({ status: 0, number: null, creditFor: source.id, creditForNumber: source.number });
      expect(draft.rows.map((r: { unitPrice: number }) => r.unitPrice)).toEqual([-10, -99]);
      const { invoice: credit, originalInvoice } = await call(app, admin, 'invoiceInvoice', { id: draft.id });
      expect(originalInvoice.id).toBe(source.id);
      expect(credit.amountExVat).toBe(-source.amountExVat);
      expect(credit.amountInclVat).toBe(-source.amountInclVat);
      expect(credit.amountOpen).toBe(-source.amountInclVat);
      expect((await call(app, admin, 'getInvoice', { id: source.id })).credits).toEqual([
        { id: credit.id, number: credit.number },
      ]);
    });

    it('asks for confirmation when a credit exists, listing its numbers; force makes another', async () => {
      const customer = await newCustomer(app, admin);
      const source = await invoiced(app, admin, customer.id);
      const first = await call(app, admin, 'invoicesCreditFor', { id: source.id });
      const credited = (await call(app, admin, 'invoiceInvoice', { id: first.id })).invoice;
      const before = await countRows(app, 'invoices');
      const refused = await call(app, admin, 'invoicesCreditFor', { id: source.id }, 400);
      expect(refused).toMatchObject(refusal('invoice.creditExists', { numbers: String(credited.number) }));
      expect(refused.message).toBe(`A credit invoice already exists: ${credited.number}`);
      expect(await countRows(app, 'invoices')).toBe(before);
      const second = await call(app, admin, 'invoicesCreditFor', { id: source.id, force: 1 });
      expect(second.creditFor).toBe(source.id);
    });

    it('makes the credit of a credit invoice positive, after confirmation', async () => {
      const customer = await newCustomer(app, admin);
      const source = await invoiced(app, admin, customer.id);
      const creditDraft = await call(app, admin, 'invoicesCreditFor', { id: source.id });
      const credit = (await call(app, admin, 'invoiceInvoice', { id: creditDraft.id })).invoice;
      const refused = await call(app, admin, 'invoicesCreditFor', { id: credit.id }, 400);
      expect(refused).toMatchObject(refusal('invoice.sourceIsCredit'));
      const positive = await call(app, admin, 'invoicesCreditFor', { id: credit.id, force: 1 });
      expect(positive.amountInclVat).toBe(source.amountInclVat);
    });

    it('refuses to credit a draft', async () => {
      const customer = await newCustomer(app, admin);
      const draft = await saveDraft(app, admin, customer.id);
      expect(await call(app, admin, 'invoicesCreditFor', { id: draft.id }, 400)).toMatchObject(
        refusal('invoice.notInvoiced'),
      );
    });
  });
});

describe('invoice mail over SMTP', () => {
  let app: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('delivers the invoice with its PDF attached to an SMTP server', async () => {
    const admin = await app.login(DEMO_USERS.admin, 1);
    const customer = await newCustomer(app, admin, { invoiceToEmail: 'ontvanger@klant.test' });
    const invoice = await invoiced(app, admin, customer.id);
    await call(app, admin, 'sendInvoice', { id: invoice.id });
    await app.ctx.jobs.runDue();
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]?.raw ?? '';
    expect(mail).toMatch(/^To: ontvanger@klant\.test/m);
    expect(mail).toMatch(/Content-Type: application\/pdf; name="?Factuur \d+\.pdf/);
    expect(mail).toContain(Buffer.from('%PDF-').toString('base64').slice(0, 6));
  });
});
