import { SALES_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { addUser } from '../../../test/harness.ts';
import { call, invoiced, mailingAppPerFile, newCustomer, saveDraft, stored } from './test-support.ts';

// invoiceCopyToSender (Sales general settings): the user who sends an invoice mail gets a blind copy, by a single
// send and by the invoice run (which sends as the user who started it), delivered through a real SMTP server.

describe('a copy of invoice mails to the sender', () => {
  const m = mailingAppPerFile();

  const copyToSender = (invoiceCopyToSender: number) =>
    call(m.app, m.admin, 'saveSalesSettings', { ...SALES_SETTINGS_DEFAULTS, invoiceCopyToSender });

  /** The mails delivered by the next send, each with its envelope recipients. */
  async function delivered(send: () => Promise<unknown>) {
    const before = m.sink.received.length;
    await send();
    await m.app.ctx.jobs.runDue();
    return m.sink.received.slice(before);
  }

  it('sends the customer the invoice and, when set, the sending user a blind copy', async () => {
    const customer = await newCustomer(m.app, m.admin, { invoiceToEmail: 'facturen@kopie.test' });
    await copyToSender(0);
    const plain = await invoiced(m.app, m.admin, customer.id);
    const [alone] = await delivered(() => call(m.app, m.admin, 'sendInvoice', { id: plain.id }));
    expect(alone?.to).toEqual(['facturen@kopie.test']);

    await copyToSender(1);
    const copied = await invoiced(m.app, m.admin, customer.id);
    const mails = await delivered(() => call(m.app, m.admin, 'sendInvoice', { id: copied.id }));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to.sort()).toEqual([DEMO_USERS.admin, 'facturen@kopie.test'].sort());
    // A blind copy: the customer's mail names no other recipient.
    expect(mails[0]?.raw).toMatch(/^To: facturen@kopie\.test/m);
    expect(mails[0]?.raw).not.toMatch(/^(Bcc|Cc):/im);
    expect(mails[0]?.raw).not.toContain(DEMO_USERS.admin);
    const [outbox] = await stored<{ bcc: string }>(
      m.app,
      1,
      sql`select bcc from mail_outbox where owner_id = 1 order by id desc limit 1`,
    );
    expect(outbox?.bcc).toBe(DEMO_USERS.admin);
    // Home/Emails shows the blind copy with the mail, and none with the mail sent without one.
    const listed = await m.app.request('GET', '/r/outboxEmails?limit=2', { token: m.admin });
    expect(listed.status).toBe(200);
    expect((listed.json as { to: string; bcc: string }[]).map(({ to, bcc }) => ({ to, bcc }))).toEqual([
      { to: 'facturen@kopie.test', bcc: DEMO_USERS.admin },
      { to: 'facturen@kopie.test', bcc: '' },
    ]);
  });

  it('copies the invoice run’s mails to the user who started the run, and no one else', async () => {
    await copyToSender(1);
    const sales = await addUser(m.app, 1, 'verkoop@kopie.test', ['employer_portal', 'show_sales']);
    const ids: number[] = [];
    for (const name of ['een', 'twee']) {
      const customer = await newCustomer(m.app, m.admin, { name: `Run ${name}`, invoiceToEmail: `${name}@run.test` });
      ids.push((await saveDraft(m.app, m.admin, customer.id)).id);
    }
    const mails = await delivered(async () => {
      const queued = await call(m.app, sales, 'createInvoices/1', ids);
      await m.app.ctx.jobs.runDue();
      expect(await call(m.app, sales, 'invoiceRunJob', { id: queued.id })).toMatchObject({ status: 'done', done: 2 });
    });
    expect(mails.map((mail) => mail.to.sort())).toEqual([
      ['een@run.test', 'verkoop@kopie.test'],
      ['twee@run.test', 'verkoop@kopie.test'],
    ]);
  });
});
