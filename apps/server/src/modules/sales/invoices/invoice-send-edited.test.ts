import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, invoiced, mailingAppPerFile, newCustomer, refusal, stored } from './test-support.ts';

// The send dialog: it opens with the mail sendInvoice would send (invoiceMailDraft), and what the user edits —
// recipients, subject, body — is what goes out, sanitised.

describe('sending an invoice as edited in the send dialog', () => {
  const m = mailingAppPerFile();

  it('opens with the recipient, the template in the customer language filled in and the PDF as attachment', async () => {
    const customer = await newCustomer(m.app, m.admin, {
      name: 'Atelier Bleu',
      locale: 'fr',
      invoiceToEmail: 'compta@bleu.test',
    });
    const invoice = await invoiced(m.app, m.admin, customer.id);
    const draft = await call(m.app, m.admin, 'invoiceMailDraft', { id: invoice.id });
    expect(draft).toMatchObject({
      to: 'compta@bleu.test',
      subject: `Facture ${invoice.number} de Demo Schoonmaak B.V.`,
      locale: 'fr',
      template: 'invoice',
      attachments: [{ fileName: `Facture ${invoice.number}.pdf`, mimeType: 'application/pdf' }],
    });
    expect(draft.message).toContain(`Veuillez trouver ci-joint la facture ${invoice.number}`);
    expect(draft.message).not.toContain('{{');
  });

  it('sends the edited recipients, subject and body (sanitised) to the outbox and over SMTP', async () => {
    const customer = await newCustomer(m.app, m.admin, { invoiceToEmail: 'facturen@klant.test' });
    const invoice = await invoiced(m.app, m.admin, customer.id);
    const sent = await call(m.app, m.admin, 'sendInvoice', {
      id: invoice.id,
      email: ' Boekhouding@Klant.test, directie@klant.test ',
      subject: 'Uw factuur {{invoiceNumber}} – zoals besproken',
      message:
        '<p>Beste Piet, hierbij factuur {{invoiceNumber}}.</p><img src=x onerror="alert(1)"><script>x()</script>',
    });
    const event = sent.sent.at(-1);
    expect(event).toMatchObject({ method: 'email', to: 'boekhouding@klant.test,directie@klant.test' });
    const [mail] = await stored<{ to: string; subject: string; html: string }>(
      m.app,
      1,
      sql`select "to", subject, html from mail_outbox where owner_id = 1 and id = ${event.mailId}`,
    );
    expect(mail?.to).toBe('boekhouding@klant.test,directie@klant.test');
    expect(mail?.subject).toBe(`Uw factuur ${invoice.number} – zoals besproken`);
    expect(mail?.html).toContain(`<p>Beste Piet, hierbij factuur ${invoice.number}.</p>`);
    expect(mail?.html).not.toMatch(/script|onerror/);

    await m.app.ctx.jobs.runDue();
    const received = m.sink.received.at(-1);
    expect(received?.to).toEqual(['boekhouding@klant.test', 'directie@klant.test']);
    expect(received?.subject).toBe(`Uw factuur ${invoice.number} – zoals besproken`);
    expect(received?.body).toContain(`Beste Piet, hierbij factuur ${invoice.number}.`);
    expect(received?.raw).toMatch(/Content-Type: application\/pdf; name="?Factuur \d+\.pdf/);
  });

  it('refuses a bad recipient or an empty body with 400, sending nothing', async () => {
    const customer = await newCustomer(m.app, m.admin, { invoiceToEmail: 'facturen@klant.test' });
    const invoice = await invoiced(m.app, m.admin, customer.id);
    const bad = await call(m.app, m.admin, 'sendInvoice', { id: invoice.id, email: 'geen-adres' }, 400);
    expect(JSON.stringify(bad)).toContain('email');
    const empty = await call(
      m.app,
      m.admin,
      'sendInvoice',
      { id: invoice.id, subject: 'S', message: '<p> </p><br>' },
      400,
    );
    expect(empty).toMatchObject(refusal('invoice.emptyMessage'));
    expect((await call(m.app, m.admin, 'getInvoice', { id: invoice.id })).sent).toEqual([]);
  });
});
