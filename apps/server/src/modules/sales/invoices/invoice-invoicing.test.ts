import { VALIDATION_MESSAGES } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import {
  call,
  download,
  invoiced,
  invoiceNumbers,
  newCustomer,
  refusal,
  row,
  saveDraft,
  stored,
} from './test-support.ts';

describe.each(BACKENDS)('invoicing on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let customerId: number;

  beforeAll(async () => {
    customerId = (await newCustomer(t.app, t.admin, { name: 'Bakkerij Vos', paymentDays: 21 })).id;
  });

  it('gives a draft the next number, its dates, the open amount, the address and a stored PDF', async () => {
    const before = await invoiceNumbers(t.app, 1);
    const draft = await saveDraft(t.app, t.admin, customerId, { rows: [row({ units: 250, unitPrice: 4000 })] });
    const answer = await call(t.app, t.admin, 'invoiceInvoice', { id: draft.id, invoiceDate: '2026-11-02' });
    const invoice = answer.invoice;
    expect(invoice).toMatchObject({
      id: draft.id,
      number: (before.at(-1) ?? 0) + 1,
      status: 1,
      invoiceDate: '2026-11-02',
      bookDate: '2026-11-02',
      expiryDate: '2026-11-23',
      paymentDays: 21,
      amountExVat: 10_000,
      amountInclVat: 12_100,
      amountOpen: 12_100,
      paidDate: null,
      address: { name: 'Bakkerij Vos', address: 'Oudegracht', houseNumber: '12', city: 'Utrecht', onBehalfOf: '' },
    });
    expect(answer.originalInvoice).toBeNull();
    // The job queue makes the PDF once the invoicing has committed.
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThan(0);
    const withPdf = await call(t.app, t.admin, 'getInvoice', { id: invoice.id });
    expect(withPdf.uploadId).toBeGreaterThan(0);
    const pdf = await download(t.app, t.admin, withPdf.uploadId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(`Factuur ${invoice.number}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(String(invoice.number));
    expect(text).toContain('Bakkerij Vos');
    expect(text).not.toContain('CONCEPT');
  });

  it('defaults the invoice date to today', async () => {
    const invoice = await invoiced(t.app, t.admin, customerId);
    expect(invoice.invoiceDate).toBe(todayIso());
    expect(invoice.expiryDate).toBe(addDays(todayIso(), 21));
  });

  it('keeps an invoiced invoice as it is: saving, joining, deleting and invoicing again are refused', async () => {
    const invoice = await invoiced(t.app, t.admin, customerId);
    const bodies: [string, unknown][] = [
      ['saveInvoice', { ...invoice, rows: [row({ unitPrice: 1 })] }],
      ['saveInvoice', { ...invoice, deleted: 1 }],
      ['joinInvoiceRows', { id: invoice.id }],
      ['invoiceInvoice', { id: invoice.id }],
    ];
    for (const [path, body] of bodies) {
      const response = await t.app.request('POST', `/r/${path}`, { token: t.admin, body });
      expect(response.status, path).toBe(400);
    }
    expect(await call(t.app, t.admin, 'saveInvoice', invoice, 400)).toMatchObject(refusal('invoice.notDraft'));
    const got = await call(t.app, t.admin, 'getInvoice', { id: invoice.id });
    expect(got).toEqual(invoice);
  });

  it('uses no number when invoicing fails: an empty draft, or a VAT code that has expired by the invoice date', async () => {
    const before = await invoiceNumbers(t.app, 1);
    const empty = await saveDraft(t.app, t.admin, customerId, { rows: [] });
    expect(await call(t.app, t.admin, 'invoiceInvoice', { id: empty.id }, 400)).toMatchObject(
      refusal('invoice.noRows'),
    );
    // Rows that all amount to nothing would make a € 0.00 invoice: refused too.
    const zero = await saveDraft(t.app, t.admin, customerId, {
      rows: [row({ unitPrice: 0 }), row({ units: 0, unitPrice: 5000 })],
    });
    const nothing = await call(t.app, t.admin, 'invoiceInvoice', { id: zero.id }, 400);
    expect(nothing).toMatchObject(refusal('invoice.nothingToInvoice'));
    expect((await call(t.app, t.admin, 'getInvoice', { id: zero.id })).status).toBe(0);
    const old = await saveDraft(t.app, t.admin, customerId, { invoiceDate: '2018-12-01', rows: [row({ vatCode: 4 })] });
    const refused = await call(t.app, t.admin, 'invoiceInvoice', { id: old.id, invoiceDate: todayIso() }, 400);
    expect(refused.issues).toContainEqual({ path: 'rows.0.vatCode', message: VALIDATION_MESSAGES.invalidVatCode });
    expect(await invoiceNumbers(t.app, 1)).toEqual(before);
    expect((await call(t.app, t.admin, 'getInvoice', { id: old.id })).status).toBe(0);
    // The next success takes the next number: no gap.
    expect((await invoiced(t.app, t.admin, customerId)).number).toBe((before.at(-1) ?? 0) + 1);
  });

  it('refuses reverse-charged VAT for a customer without a VAT number, using no number, until it has one', async () => {
    // VAT code 3 of the demo owner: 0 %, reverse-charged; the invoice must name the customer's VAT number (art. 35a).
    const subcontractor = await newCustomer(t.app, t.admin, { name: 'Onderaannemer Oost', vatNumber: '' });
    const reverseRow = row({ description: 'Onderaanneming', vatCode: 3, units: 1000, unitPrice: 3000 });
    const draft = await saveDraft(t.app, t.admin, subcontractor.id, { rows: [row(), reverseRow] });
    const before = await invoiceNumbers(t.app, 1);
    const refused = await call(t.app, t.admin, 'invoiceInvoice', { id: draft.id }, 400);
    expect(refused).toMatchObject(refusal('invoice.reverseChargeNoVatNumber', { name: 'Onderaannemer Oost' }));
    expect((await call(t.app, t.admin, 'getInvoice', { id: draft.id })).status).toBe(0);
    expect(await invoiceNumbers(t.app, 1)).toEqual(before);
    // Joined reverse-charged rows are refused too; an invoice without such rows needs no VAT number.
    const joined = await saveDraft(t.app, t.admin, subcontractor.id, { rows: [reverseRow, reverseRow] });
    await call(t.app, t.admin, 'joinInvoiceRows', { id: joined.id });
    await call(t.app, t.admin, 'invoiceInvoice', { id: joined.id }, 400);
    expect((await invoiced(t.app, t.admin, subcontractor.id)).number).toBe((before.at(-1) ?? 0) + 1);

    await newCustomer(t.app, t.admin, {
      id: subcontractor.id,
      name: 'Onderaannemer Oost',
      vatNumber: 'NL001234567B01',
    });
    const answer = await call(t.app, t.admin, 'invoiceInvoice', { id: draft.id });
    expect(answer.invoice).toMatchObject({ status: 1, number: (before.at(-1) ?? 0) + 2 });
    expect(answer.invoice.address.vatNumber).toBe('NL001234567B01');
  });

  it("addresses a managed customer's invoice to its management company, concerning the customer", async () => {
    const manager = await newCustomer(t.app, t.admin, {
      name: 'VvE Beheer Noord',
      isManager: 1,
      address: 'Biltstraat',
      houseNumber: '106',
      invoiceToEmail: 'facturen@beheer.test',
    });
    const managed = await newCustomer(t.app, t.admin, { name: 'VvE Kade 7', managementId: manager.id });
    const invoice = await invoiced(t.app, t.admin, managed.id);
    expect(invoice.address).toMatchObject({
      name: 'VvE Beheer Noord',
      address: 'Biltstraat',
      onBehalfOf: 'VvE Kade 7',
    });
    const own = await newCustomer(t.app, t.admin, {
      name: 'VvE Werf 3',
      managementId: manager.id,
      overrideManagementEmail: 1,
    });
    expect((await invoiced(t.app, t.admin, own.id)).address).toMatchObject({ name: 'VvE Werf 3', onBehalfOf: '' });
  });

  it('finds an invoice by its number (made absolute) and regenerates its PDF', async () => {
    const invoice = await invoiced(t.app, t.admin, customerId);
    expect((await call(t.app, t.admin, 'getInvoiceByNumber', { number: -invoice.number })).id).toBe(invoice.id);
    await call(t.app, t.admin, 'getInvoiceByNumber', { number: 999_999 }, 404);
    await t.app.ctx.jobs.runDue();
    const before = (await call(t.app, t.admin, 'getInvoice', { id: invoice.id })).uploadId;
    expect(before).toBeGreaterThan(0);
    const regenerated = await call(t.app, t.admin, 'regenerateInvoice', { id: invoice.id });
    expect(regenerated.uploadId).toBeGreaterThan(before);
    expect((await download(t.app, t.admin, regenerated.uploadId)).status).toBe(200);
    const draft = await saveDraft(t.app, t.admin, customerId);
    expect(await call(t.app, t.admin, 'regenerateInvoice', { id: draft.id }, 400)).toMatchObject(
      refusal('invoice.notInvoiced'),
    );
  });

  it('makes the PDF of an invoice that has none once, then answers the stored one (invoicePdfFile)', async () => {
    // The demo invoices are seeded without PDFs.
    const [seeded] = await stored<{ id: number }>(
      t.app,
      1,
      sql`select id from invoices where owner_id = 1 and status = 1 and upload_id = 0 order by id limit 1`,
    );
    const first = await call(t.app, t.admin, 'invoicePdf', { id: seeded?.id });
    expect(first.uploadId).toBeGreaterThan(0);
    expect((await call(t.app, t.admin, 'invoicePdf', { id: seeded?.id })).uploadId).toBe(first.uploadId);
    expect((await call(t.app, t.admin, 'getInvoice', { id: seeded?.id })).uploadId).toBe(first.uploadId);
    const text = await pdfText((await download(t.app, t.admin, first.uploadId)).bytes);
    expect(text).toContain('Factuur');
  });

  it('previews a draft as a PDF marked as a preview, without a number', async () => {
    const draft = await saveDraft(t.app, t.admin, customerId);
    const preview = await call(t.app, t.admin, 'previewInvoice', { id: draft.id });
    expect(preview.invoice.number).toBeNull();
    expect(preview.upload).toMatchObject({
      belongsTo: 7,
      belongsId: draft.id,
      belongsKind: 2,
      mimeType: 'application/pdf',
    });
    const text = await pdfText((await download(t.app, t.admin, preview.upload.id)).bytes);
    expect(text).toContain('CONCEPT');
    expect((await call(t.app, t.admin, 'getInvoice', { id: draft.id })).uploadId).toBe(0);
  });

  // PGlite is one connection: only PostgreSQL runs calls truly at once.
  if (backend === 'postgres')
    it('numbers 50 invoices invoiced at the same moment n+1..n+50, each once, with no gap', async () => {
      const drafts = [];
      for (let i = 0; i < 50; i++) drafts.push((await saveDraft(t.app, t.admin, customerId)).id);
      const before = await invoiceNumbers(t.app, 1);
      const highest = before.at(-1) ?? 0;
      const answers = await Promise.all(
        drafts.map((id) => t.app.request('POST', '/r/invoiceInvoice', { token: t.admin, body: { id } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
      const numbers = answers.map((answer) => answer.json.invoice.number as number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => highest + 1 + i));
      await t.app.ctx.jobs.runDue();
      const all = await invoiceNumbers(t.app, 1);
      expect(all).toEqual(Array.from({ length: all.length }, (_, i) => (all[0] ?? 1) + i));
      const pdfs = await stored<{ n: number }>(
        t.app,
        1,
        sql`select count(distinct upload_id)::int as n from invoices where owner_id = 1 and id in ${drafts}`,
      );
      expect(pdfs[0]?.n).toBe(50);
    }, 120_000);

  it('counts nothing for another owner: numbers are per owner', async () => {
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    const other = await newCustomer(t.app, owner2);
    const before = await countRows(t.app, 'invoices');
    // Owner 2 has no VAT codes or work types: its draft needs its own.
    await call(t.app, owner2, 'saveVatCode', { name: '21%', percentage: 2100 });
    await call(t.app, owner2, 'saveWorkType', { name: 'Schoonmaak' });
    const invoice = await invoiced(t.app, owner2, other.id);
    expect(invoice.number).toBe(1);
    expect(await countRows(t.app, 'invoices')).toBe(before + 1);
  });

  it("warns, without refusing, while the company's KvK or VAT number is empty; the demo owners have both", async () => {
    expect((await call(t.app, t.admin, 'invoiceSettings', {})).missingCompanyNumbers).toEqual([]);
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    expect((await call(t.app, owner2, 'invoiceSettings', {})).missingCompanyNumbers).toEqual([]);
    const owner = { json: await call(t.app, t.admin, 'getOwner', { id: 1 }) };
    const save = (settings: Record<string, string>) =>
      call(t.app, t.admin, 'saveOwner', { id: 1, name: owner.json.name, settings });
    await save({ cocNumber: '', vatNumber: ' ' });
    expect((await call(t.app, t.admin, 'invoiceSettings', {})).missingCompanyNumbers).toEqual([
      'cocNumber',
      'vatNumber',
    ]);
    await save({ cocNumber: '30123456' });
    expect((await call(t.app, t.admin, 'invoiceSettings', {})).missingCompanyNumbers).toEqual(['vatNumber']);
    // A warning only: invoicing goes on.
    expect((await invoiced(t.app, t.admin, customerId)).number).toBeGreaterThan(0);
    await save({ vatNumber: owner.json.settings.vatNumber });
  });
});
