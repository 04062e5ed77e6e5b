import { todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { ALL_BACKENDS, appWithAdmins, countRows } from '../../../test/harness.ts';
import { call, invoiceNumbers, newCustomer, refusal, saveDraft, stored } from '../invoices/test-support.ts';
import { insertInvoice } from '../reminders/test-support.ts';

// createInvoices/{send} and invoiceRunJob: one job invoices the chosen drafts (numbers, PDFs) and with send mails them.

interface Stored {
  id: number;
  number: number | null;
  upload_id: number;
  mails: number;
}

describe.each(ALL_BACKENDS)('invoice run on %s', (backend) => {
  const t = appWithAdmins(backend);

  const drafts = async (names: string[], email = 'facturen@klant.test') => {
    const ids: number[] = [];
    for (const name of names) {
      const customer = await newCustomer(t.app, t.owner1, { name, invoiceToEmail: email, email });
      ids.push((await saveDraft(t.app, t.owner1, customer.id)).id);
    }
    return ids;
  };

  /** The invoices as stored, with the mails sent of each (a second mail would be a second send event). */
  const invoicesOf = (ids: number[]) =>
    stored<Stored>(
      t.app,
      1,
      sql`select id, number, upload_id, jsonb_array_length(sent) as mails
          from invoices where owner_id = 1 and id = any(${`{${ids.join(',')}}`}::int[]) order by number, id`,
    );

  const job = (id: number) => call(t.app, t.owner1, 'invoiceRunJob', { id });

  it('invoices the chosen drafts in one job with consecutive numbers and PDFs, mails each once, and names failures', async () => {
    const mailed = await drafts(['Bakkerij Vos', 'Slagerij Dekker']);
    const [unreachable] = await drafts(['Kapsalon Noord'], '');
    const ids = [...mailed, unreachable ?? 0];
    const before = (await invoiceNumbers(t.app, 1)).at(-1) ?? 0;

    const queued = await call(t.app, t.owner1, 'createInvoices/1', ids);
    expect(queued).toMatchObject({ status: 'queued', send: 1, total: 3, done: 0, failures: [] });
    await t.app.ctx.jobs.runDue();

    const finished = await job(queued.id);
    expect(finished).toMatchObject({ status: 'done', total: 3, done: 2, error: '' });
    // Invoiced but not mailed: the office sees the customer, the number it got and why.
    expect(finished.failures).toEqual(
      [
        { invoiceId: unreachable, customerName: 'Kapsalon Noord', number: before + 3, ...refusal('invoice.noEmail') },
      ].map(({ message: _message, ...failure }) => failure),
    );
    const rows = await invoicesOf(ids);
    expect(rows.map((row) => row.number)).toEqual([before + 1, before + 2, before + 3]);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows.every((row) => row.upload_id > 0)).toBe(true);
    expect(rows.map((row) => row.mails)).toEqual([1, 1, 0]);
  });

  it('dates each invoice as its draft says (a periodic draft its period end), and a draft without a date today', async () => {
    const customer = await newCustomer(t.app, t.owner1, { name: 'Schoonmaak Periode' });
    const dated = (await saveDraft(t.app, t.owner1, customer.id, { invoiceDate: '2026-10-31' })).id;
    const undated = (await saveDraft(t.app, t.owner1, customer.id, { invoiceDate: null })).id;
    await call(t.app, t.owner1, 'createInvoices/0', [dated, undated]);
    await t.app.ctx.jobs.runDue();
    const dates = await stored<{ id: number; invoice_date: string; expiry_date: string }>(
      t.app,
      1,
      sql`select id, invoice_date::text, expiry_date::text from invoices where owner_id = 1
          and id = any(${`{${dated},${undated}}`}::int[]) order by id`,
    );
    expect(dates.map((row) => row.invoice_date)).toEqual(['2026-10-31', todayIso()]);
  });

  it('invoices without mailing with send 0', async () => {
    const ids = await drafts(['Garage Smit']);
    const outbox = await countRows(t.app, 'mail_outbox');
    const queued = await call(t.app, t.owner1, 'createInvoices/0', ids);
    await t.app.ctx.jobs.runDue();
    expect(await job(queued.id)).toMatchObject({ status: 'done', send: 0, total: 1, done: 1, failures: [] });
    expect((await invoicesOf(ids))[0]?.upload_id).toBeGreaterThan(0);
    expect(await countRows(t.app, 'mail_outbox')).toBe(outbox);
  });

  it('fails a draft with reverse-charged VAT for a customer without a VAT number by its key, and invoices the rest', async () => {
    const [ordinary] = await drafts(['Drukkerij Wit']);
    const noVatNumber = await newCustomer(t.app, t.owner1, { name: 'Onderaannemer Zonder Nummer' });
    // VAT code 3 of the demo owner: 0 %, reverse-charged.
    const reverse = (
      await saveDraft(t.app, t.owner1, noVatNumber.id, {
        rows: [{ description: 'Onderaanneming', workTypeId: 1, vatCode: 3, units: 100, unitPrice: 5000 }],
      })
    ).id;
    const before = (await invoiceNumbers(t.app, 1)).at(-1) ?? 0;
    const queued = await call(t.app, t.owner1, 'createInvoices/0', [reverse, ordinary]);
    await t.app.ctx.jobs.runDue();
    const finished = await job(queued.id);
    expect(finished).toMatchObject({ status: 'done', total: 2, done: 1 });
    const { message: _message, ...failure } = refusal('invoice.reverseChargeNoVatNumber', {
      name: 'Onderaannemer Zonder Nummer',
    });
    expect(finished.failures).toEqual([
      { invoiceId: reverse, customerName: 'Onderaannemer Zonder Nummer', number: null, ...failure },
    ]);
    // The refused draft stays a draft and takes no number; the other gets the next one.
    expect((await invoicesOf([reverse, ordinary ?? 0])).map((row) => [row.id, row.number])).toEqual([
      [ordinary, before + 1],
      [reverse, null],
    ]);
  });

  it('keeps the drafts around a failing one in its batch: numbered, mailed and audited, the failing one not', async () => {
    const [before, after] = await drafts(['Wasserette Oost', 'Wasserette West']);
    const noVatNumber = await newCustomer(t.app, t.owner1, {
      name: 'Onderaannemer Midden',
      invoiceToEmail: 'o@m.test',
    });
    const failing = (
      await saveDraft(t.app, t.owner1, noVatNumber.id, {
        rows: [{ description: 'Onderaanneming', workTypeId: 1, vatCode: 3, units: 100, unitPrice: 5000 }],
      })
    ).id;
    const ids = [before ?? 0, failing, after ?? 0];
    const first = ((await invoiceNumbers(t.app, 1)).at(-1) ?? 0) + 1;
    const queued = await call(t.app, t.owner1, 'createInvoices/1', ids);
    await t.app.ctx.jobs.runDue();
    expect(await job(queued.id)).toMatchObject({ status: 'done', total: 3, done: 2 });
    const rows = await invoicesOf(ids);
    expect(rows.map((row) => [row.id, row.number, row.mails])).toEqual([
      [before, first, 1],
      [after, first + 1, 1],
      [failing, null, 0],
    ]);
    // The audit trail names what the run did to each invoice, and nothing of the rolled-back draft.
    const audited = await stored<{ entity_id: number; action: string }>(
      t.app,
      1,
      sql`select entity_id, action from audit_log where owner_id = 1 and entity = 'Invoice'
            and entity_id = any(${`{${ids.join(',')}}`}::int[]) and action in ('invoice', 'send') order by id`,
    );
    expect(audited).toEqual([
      { entity_id: before, action: 'invoice' },
      { entity_id: after, action: 'invoice' },
      { entity_id: before, action: 'send' },
      { entity_id: after, action: 'send' },
    ]);
  });

  it('tries a batch again after a passing database error instead of failing its draft, and makes the invoice once', async () => {
    const [passing = 0] = await drafts(['Glazenwasser Even Bezet']);
    const noVatNumber = await newCustomer(t.app, t.owner1, { name: 'Onderaannemer Bezet', invoiceToEmail: 'o@b.test' });
    const refused = (
      await saveDraft(t.app, t.owner1, noVatNumber.id, {
        rows: [{ description: 'Onderaanneming', workTypeId: 1, vatCode: 3, units: 100, unitPrice: 5000 }],
      })
    ).id;
    // While another transaction holds on (a row in invoice_run_test_busy), the first draft's numbering meets a
    // serialization failure (40001): a conflict that lasts a moment, nothing wrong with the draft.
    const inject = (statement: string) => withSystem(t.app.database, (tx) => tx.execute(sql.raw(statement)));
    await inject('create table invoice_run_test_busy (busy int)');
    await inject(`create function invoice_run_test_conflict() returns trigger language plpgsql security definer as $$
      begin
        if exists (select 1 from invoice_run_test_busy) then
          raise exception 'could not serialize access due to concurrent update' using errcode = 'serialization_failure';
        end if;
        return new;
      end $$`);
    await inject(`create trigger invoice_run_test_conflict before update of number on invoices for each row
      when (new.id = ${Number(passing)} and old.number is null and new.number is not null)
      execute function invoice_run_test_conflict()`);
    await inject('insert into invoice_run_test_busy values (1)');
    try {
      const number = ((await invoiceNumbers(t.app, 1)).at(-1) ?? 0) + 1;
      const outbox = await countRows(t.app, 'mail_outbox');
      const queued = await call(t.app, t.owner1, 'createInvoices/1', [passing, refused]);
      await t.app.ctx.jobs.runDue();
      // Not the draft's failure: the batch is rolled back whole and the run waits for its next attempt.
      expect(await job(queued.id)).toMatchObject({ status: 'queued', done: 0, failures: [] });
      expect((await invoicesOf([passing])).map((row) => row.number)).toEqual([null]);

      // The conflict over and the back-off too, the run goes on: the draft is invoiced and mailed once, the refused
      // one named by its key.
      await inject('delete from invoice_run_test_busy');
      await stored(t.app, 1, sql`update jobs set run_at = now() where owner_id = 1 and id = ${queued.id}`);
      await t.app.ctx.jobs.runDue();
      const finished = await job(queued.id);
      expect(finished).toMatchObject({ status: 'done', total: 2, done: 1, error: '' });
      expect(finished.failures).toEqual([
        expect.objectContaining({ invoiceId: refused, key: 'invoice.reverseChargeNoVatNumber' }),
      ]);
      expect((await invoicesOf([passing, refused])).map((row) => [row.id, row.number, row.mails])).toEqual([
        [passing, number, 1],
        [refused, null, 0],
      ]);
      expect(await countRows(t.app, 'mail_outbox')).toBe(outbox + 1);
    } finally {
      await inject('drop trigger invoice_run_test_conflict on invoices');
      await inject('drop table invoice_run_test_busy');
    }
  });

  it('refuses an empty choice, an invoiced invoice and another owner’s draft, and queues nothing', async () => {
    const [draft] = await drafts(['Bloemist Jansen']);
    const other = await newCustomer(t.app, t.owner2);
    const othersDraft = (await insertInvoice(t.app, 2, { customerId: other.id, status: 0, number: null })).id;
    const jobs = await countRows(t.app, 'jobs');
    const items = await countRows(t.app, 'invoice_run_items');
    expect(await call(t.app, t.owner1, 'createInvoices/1', [], 400)).toMatchObject(refusal('invoiceRun.noneSelected'));
    const invoiced = (await call(t.app, t.owner1, 'invoiceInvoice', { id: draft, invoiceDate: null })).invoice;
    expect(await call(t.app, t.owner1, 'createInvoices/0', [draft], 400)).toMatchObject(
      refusal('invoiceRun.notDrafts', { ids: String(invoiced.id) }),
    );
    expect(await call(t.app, t.owner1, 'createInvoices/0', [othersDraft], 404)).toMatchObject(
      refusal('invoiceRun.notFound', { ids: String(othersDraft) }),
    );
    // The PDF job of the single invoicing is the only new job.
    expect(await countRows(t.app, 'jobs')).toBe(jobs + 1);
    expect(await countRows(t.app, 'invoice_run_items')).toBe(items);
  });

  it('resumes a run cut off mid-way without a second number or a second mail', async () => {
    const ids = await drafts(['Hotel Zee', 'Bakkerij Bol', 'Drukkerij Post']);
    const [first = 0, second = 0] = ids;
    const queued = await call(t.app, t.owner1, 'createInvoices/1', ids);
    // What a worker killed mid-run had committed: the first draft invoiced and mailed, the second one numbered.
    const one = (await call(t.app, t.owner1, 'invoiceInvoice', { id: first, invoiceDate: null })).invoice;
    await call(t.app, t.owner1, 'sendInvoice', { id: first });
    const two = (await call(t.app, t.owner1, 'invoiceInvoice', { id: second, invoiceDate: null })).invoice;
    await stored(
      t.app,
      1,
      sql`update invoice_run_items set state = case invoice_id when ${first} then 'done' else 'invoiced' end,
            number = case invoice_id when ${first} then ${one.number}::int else ${two.number}::int end
          where owner_id = 1 and job_id = ${queued.id} and invoice_id in (${first}, ${second})`,
    );
    await stored(t.app, 1, sql`update jobs set result = jsonb_set(result, '{done}', '1') where id = ${queued.id}`);
    const outbox = await countRows(t.app, 'mail_outbox');

    await t.app.ctx.jobs.runDue();
    expect(await job(queued.id)).toMatchObject({ status: 'done', total: 3, done: 3, failures: [] });
    const after = await invoicesOf(ids);
    expect(after.map((row) => row.number)).toEqual([one.number, two.number, two.number + 1]);
    expect(after.map((row) => row.mails)).toEqual([1, 1, 1]);
    expect(await countRows(t.app, 'mail_outbox')).toBe(outbox + 2);
  });

  it('shows a run to its own owner only', async () => {
    const ids = await drafts(['Cafe Hoek']);
    const queued = await call(t.app, t.owner1, 'createInvoices/0', ids);
    expect(await call(t.app, t.owner2, 'invoiceRunJob', { id: queued.id }, 404)).toMatchObject(
      refusal('invoiceRun.jobNotFound', { id: queued.id }),
    );
    await t.app.ctx.jobs.runDue();
  });
});
