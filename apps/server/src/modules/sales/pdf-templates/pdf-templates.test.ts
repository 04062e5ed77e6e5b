import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { appWithAdmins, BACKENDS, type TestApp } from '../../../test/harness.ts';
import { pdfPagePng, pdfText } from '../../../test/pdf.ts';
import {
  call,
  countColour,
  decodePng,
  download,
  invoiced,
  newCustomer,
  refusal,
  saveDraft,
  solidPng,
  stored,
} from '../invoices/test-support.ts';

// PDF templates (Home/PdfTemplates): the list with the built-in defaults, one active per type, a real delete, a
// checked logo, invoice PDFs in the active template's look, the regenerate-PDFs job and the invoice mail's default
// attachments.

interface Template {
  id: number;
  ownerId: number;
  type: number;
  active: number;
  name: string;
}

const GREEN = '#2f9e44';
const ORANGE = '#e8590c';
const readable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/ +/g, ' ');

describe.each(BACKENDS)('PDF templates on %s', (backend) => {
  const t = appWithAdmins(backend);
  let app: TestApp;
  let admin: string;
  let other: string;
  beforeAll(() => {
    ({ app, owner1: admin, owner2: other } = t);
  });

  const all = async (token = admin): Promise<Template[]> =>
    (await app.request('GET', '/r/allPdfTemplates', { token })).json;
  const pdfOf = async (uploadId: number) => (await download(app, admin, uploadId)).bytes;

  it('lists the defaults of types 1-7, keeps one active per type and really deletes; the default stays', async () => {
    const defaults = (await all()).filter((template) => template.ownerId === 0);
    expect(defaults.map((template) => template.type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const first = await call(app, admin, 'savePdfTemplate', { type: 4, name: 'Balans blauw' });
    const second = await call(app, admin, 'savePdfTemplate', { type: 4, name: 'Balans groen', accentColor: GREEN });
    const balance = (await all()).filter((template) => template.ownerId === 1 && template.type === 4);
    expect(balance.map(({ id, active }) => ({ id, active }))).toEqual([
      { id: first.id, active: 0 },
      { id: second.id, active: 1 },
    ]);
    expect(await call(app, admin, 'deletePdfTemplate', { id: first.id })).toEqual({ deleted: true });
    const [row] = await stored<{ n: number }>(
      app,
      1,
      sql`select count(*)::int as n from pdf_templates where id = ${first.id}`,
    );
    expect(row?.n).toBe(0);
    expect(await call(app, admin, 'deletePdfTemplate', { id: 0 }, 400)).toMatchObject(
      refusal('pdfTemplate.defaultFixed'),
    );
    await call(app, admin, 'deletePdfTemplate', { id: first.id }, 404);
    // Another owner sees only the defaults; a planner may not change templates.
    expect((await all(other)).every((template) => template.ownerId === 0)).toBe(true);
    await call(app, other, 'deletePdfTemplate', { id: second.id }, 404);
    await call(app, await app.login(DEMO_USERS.planner, 1), 'savePdfTemplate', { type: 4 }, 403);
  });

  it('takes a PNG or JPEG as the logo and refuses another file', async () => {
    const upload = (fileName: string, bytes: Buffer, mimeType: string) =>
      call(app, admin, 'upload', {
        belongsTo: 7,
        belongsId: 0,
        belongsKind: 5,
        fileName,
        mimeType,
        contentBase64: bytes.toString('base64'),
      });
    const text = await upload('logo.png', Buffer.from('not an image at all'), 'image/png');
    const before = (await all()).length;
    expect(await call(app, admin, 'savePdfTemplate', { type: 5, logoUploadId: text.id }, 400)).toMatchObject(
      refusal('pdfTemplate.logoNotImage'),
    );
    expect((await all()).length).toBe(before);
    const png = await upload('logo.png', solidPng(40, 20, '#ff00ff'), 'image/png');
    expect(await call(app, admin, 'savePdfTemplate', { type: 5, logoUploadId: png.id })).toMatchObject({
      logoUploadId: png.id,
    });
  });

  it("renders invoices in the active template's colour, font and footer, and the preview as edited", async () => {
    const customer = await newCustomer(app, admin, { name: 'Tandartspraktijk Oost' });
    const green = {
      type: 1,
      name: 'Groen',
      accentColor: GREEN,
      font: 'Times',
      footer: 'Voorwaarden groen',
      iban: 'NL91ABNA0417164300',
    };
    await call(app, admin, 'savePdfTemplate', green);
    const first = await invoiced(app, admin, customer.id);
    const firstPdf = await pdfOf((await call(app, admin, 'invoicePdf', { id: first.id })).uploadId);
    await call(app, admin, 'savePdfTemplate', {
      type: 1,
      name: 'Oranje',
      accentColor: ORANGE,
      footer: 'Voorwaarden oranje',
      footerNumbers: 0,
    });
    const second = await invoiced(app, admin, customer.id);
    const secondPdf = await pdfOf((await call(app, admin, 'invoicePdf', { id: second.id })).uploadId);

    const firstText = readable(await pdfText(firstPdf));
    expect(firstText).toContain('Voorwaarden groen');
    expect(firstText).toContain('IBAN NL91 ABNA 0417 1643 00');
    expect(firstPdf.toString('latin1')).toContain('/Times-Roman');
    const secondText = readable(await pdfText(secondPdf));
    expect(secondText).toContain('Voorwaarden oranje');
    expect(secondText).not.toContain('Voorwaarden groen');
    expect(secondText).not.toContain('IBAN NL91');
    expect(secondPdf.toString('latin1')).not.toContain('/Times-Roman');

    const firstPage = decodePng(await pdfPagePng(firstPdf, 1, 72));
    const secondPage = decodePng(await pdfPagePng(secondPdf, 1, 72));
    expect(countColour(firstPage, GREEN)).toBeGreaterThan(1000);
    expect(countColour(firstPage, ORANGE)).toBe(0);
    expect(countColour(secondPage, ORANGE)).toBeGreaterThan(1000);
    expect(countColour(secondPage, GREEN)).toBe(0);

    const preview = await app.request('POST', '/r/previewPdfTemplate', { token: admin, body: green });
    expect(preview.status).toBe(200);
    expect(readable(await pdfText(preview.bytes))).toContain('Voorwaarden groen');
  });

  it('regenerates the chosen invoices as a job with progress, listing the ones it could not', async () => {
    const customer = await newCustomer(app, admin);
    await call(app, admin, 'savePdfTemplate', { type: 1, name: 'Eerst', footer: 'Oude voet' });
    const invoices = [await invoiced(app, admin, customer.id), await invoiced(app, admin, customer.id)];
    const draft = await saveDraft(app, admin, customer.id);
    const before = await Promise.all(invoices.map((invoice) => call(app, admin, 'invoicePdf', { id: invoice.id })));
    await call(app, admin, 'savePdfTemplate', { type: 1, name: 'Daarna', footer: 'Nieuwe voet' });

    const job = await call(app, admin, 'regenerateInvoicePdfs', { ids: [invoices[0].id, draft.id, invoices[1].id] });
    expect(job).toMatchObject({ status: 'queued', total: 3, done: 0, failed: [] });
    await app.ctx.jobs.runDue();
    expect(await call(app, admin, 'regeneratePdfsJob', { id: job.id })).toEqual({
      id: job.id,
      status: 'done',
      total: 3,
      done: 3,
      failed: [{ id: draft.id, number: null }],
    });
    for (const [index, invoice] of invoices.entries()) {
      const now = await call(app, admin, 'getInvoice', { id: invoice.id });
      expect(now.uploadId).toBeGreaterThan(before[index].uploadId);
      expect(readable(await pdfText(await pdfOf(now.uploadId)))).toContain('Nieuwe voet');
    }
    await call(app, other, 'regeneratePdfsJob', { id: job.id }, 404);
  });

  it('attaches the default attachments to every invoice mail after the PDF', async () => {
    const terms = await call(app, admin, 'upload', {
      belongsTo: 7,
      belongsId: 0,
      belongsKind: 4,
      fileName: 'Algemene voorwaarden.pdf',
      mimeType: 'application/pdf',
      contentBase64: Buffer.from('%PDF-1.4 voorwaarden').toString('base64'),
    });
    const customer = await newCustomer(app, admin);
    const invoice = await invoiced(app, admin, customer.id);
    const draft = await call(app, admin, 'invoiceMailDraft', { id: invoice.id });
    expect(draft.attachments.map((file: { fileName: string }) => file.fileName)).toEqual([
      `Factuur ${invoice.number}.pdf`,
      'Algemene voorwaarden.pdf',
    ]);
    const sent = await call(app, admin, 'sendInvoice', { id: invoice.id });
    const [mail] = await stored<{ attachments: { filename: string; contentBase64: string }[] }>(
      app,
      1,
      sql`select attachments from mail_outbox where owner_id = 1 and id = ${sent.sent[0].mailId}`,
    );
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      `Factuur ${invoice.number}.pdf`,
      'Algemene voorwaarden.pdf',
    ]);
    expect(Buffer.from(mail?.attachments[1]?.contentBase64 ?? '', 'base64').toString()).toBe('%PDF-1.4 voorwaarden');

    // A deleted attachment is no longer sent.
    await call(app, admin, 'deleteUpload', { id: terms.id });
    const again = await call(app, admin, 'sendInvoice', { id: invoice.id });
    const [second] = await stored<{ attachments: { filename: string }[] }>(
      app,
      1,
      sql`select attachments from mail_outbox where owner_id = 1 and id = ${again.sent[1].mailId}`,
    );
    expect(second?.attachments.map((file) => file.filename)).toEqual([`Factuur ${invoice.number}.pdf`]);
  });
});
