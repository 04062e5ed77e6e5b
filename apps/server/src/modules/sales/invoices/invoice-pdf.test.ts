import { formatPaymentReference, paymentReferenceFor } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { BACKENDS } from '../../../test/harness.ts';
import { pdfPageCount, pdfPagePng, pdfText } from '../../../test/pdf.ts';
import { call, countColour, decodePng, download, invoiced, newCustomer, row, solidPng } from './test-support.ts';

const ACCENT = '#2f9e44';
const LOGO = '#ff00ff';

/** pdftotext's text with the non-breaking spaces of money amounts made plain, and runs of spaces as one. */
const readable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/ +/g, ' ');

describe.each(BACKENDS)('invoice PDF on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });

  beforeAll(async () => {
    await call(t.app, t.admin, 'upload', {
      belongsTo: 15,
      belongsKind: 1,
      fileName: 'logo.png',
      mimeType: 'image/png',
      contentBase64: solidPng(120, 60, LOGO).toString('base64'),
    });
    await call(t.app, t.admin, 'savePdfTemplate', {
      type: 1,
      accentColor: ACCENT,
      logoPosition: 'left',
      footer: 'Demo Schoonmaak B.V. · Algemene voorwaarden op aanvraag',
      iban: 'NL91ABNA0417164300',
    });
    await call(t.app, t.admin, 'saveInvoiceVars', { vars: [{ name: 'kvk', value: '30123456' }] });
    await call(t.app, t.admin, 'saveInvoiceTexts', {
      texts: {
        nlTop: 'Geachte {customerName}, hierbij factuur {invoiceNumber} van {amount}.',
        nlBottom: 'Betaal vóór {expiryDate}. KvK {kvk}. {onbekend}',
        nlTopC: 'Creditering voor {customerName}.',
        enTop: 'Dear {customerName}, please find invoice {invoiceNumber}.',
      },
    });
  });

  async function pdfOf(invoice: { id: number }) {
    const { uploadId } = await call(t.app, t.admin, 'invoicePdf', { id: invoice.id });
    const file = await download(t.app, t.admin, uploadId);
    expect(file.status).toBe(200);
    return file.bytes;
  }

  it('shows company, customer, number, dates, rows, VAT per rate, totals, IBAN and the texts a reader needs', async () => {
    const customer = await newCustomer(t.app, t.admin, {
      name: 'Fysiotherapie Lunetten',
      tav: 'Mevr. J. de Wit',
      address: 'Hondsrug',
      houseNumber: '21',
      postalCode: '3524 BR',
      paymentDays: 30,
    });
    const invoice = await invoiced(t.app, t.admin, customer.id, {
      invoiceDate: '2026-11-02',
      rows: [
        row({ description: 'Schoonmaak praktijk', units: 760, unitPrice: 3450 }),
        row({ description: 'Glasbewassing', workTypeId: 2, vatCode: 2, units: 150, unitPrice: 4200 }),
      ],
    });
    expect(invoice.paymentReference).toBe(paymentReferenceFor(1, invoice.number));
    const pdf = await pdfOf(invoice);
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = readable(await pdfText(pdf));
    for (const expected of [
      'Demo Schoonmaak B.V.',
      'Stationsplein 1',
      'Fysiotherapie Lunetten',
      't.a.v. Mevr. J. de Wit',
      'Hondsrug 21',
      '3524 BR Utrecht',
      `Factuurnummer ${invoice.number}`,
      'Factuurdatum 02-11-2026',
      'Vervaldatum 02-12-2026',
      'FACTUUR',
      'Schoonmaak praktijk 7,60 € 34,50 € 262,20 21%',
      'Glasbewassing 1,50 € 42,00 € 63,00 9%',
      'Totaal excl. btw € 325,20',
      'Btw 21% over € 262,20 € 55,06',
      'Btw 9% over € 63,00 € 5,67',
      'Totaal incl. btw € 385,93',
      'NL91 ABNA 0417 1643 00',
      `Betalingskenmerk ${formatPaymentReference(paymentReferenceFor(1, invoice.number))}`,
      `Geachte Fysiotherapie Lunetten, hierbij factuur ${invoice.number} van € 385,93.`,
      'Betaal vóór 02-12-2026. KvK 30123456. {onbekend}',
      'Algemene voorwaarden op aanvraag',
      'Pagina 1 van 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws the accent colour and the company logo where the template puts it', async () => {
    const customer = await newCustomer(t.app, t.admin);
    const page = decodePng(await pdfPagePng(await pdfOf(await invoiced(t.app, t.admin, customer.id)), 1, 72));
    expect(page.width).toBe(596);
    // The rows' header band is filled with the accent colour.
    expect(countColour(page, ACCENT)).toBeGreaterThan(1000);
    // The logo (120 × 60 px, fitted into 160 × 70 pt) sits top left.
    let logoPixels = 0;
    let rightHalf = 0;
    for (let y = 0; y < 150; y++)
      for (let x = 0; x < page.width; x++) {
        const [r, g, b] = page.pixel(x, y);
        if (r === 255 && g === 0 && b === 255) {
          logoPixels++;
          if (x > page.width / 2) rightHalf++;
        }
      }
    expect(logoPixels).toBeGreaterThan(3000);
    expect(rightHalf).toBe(0);
  });

  it("makes a credit invoice a 'Creditfactuur' with the credit text and a refund line", async () => {
    const customer = await newCustomer(t.app, t.admin, { name: 'Notariskantoor Smit' });
    const source = await invoiced(t.app, t.admin, customer.id);
    const draft = await call(t.app, t.admin, 'invoicesCreditFor', { id: source.id });
    const credit = (await call(t.app, t.admin, 'invoiceInvoice', { id: draft.id })).invoice;
    const text = readable(await pdfText(await pdfOf(credit)));
    expect(text).toContain('CREDITFACTUUR');
    expect(text).toContain(`Creditering van factuur ${source.number}`);
    expect(text).toContain('Creditering voor Notariskantoor Smit.');
    expect(text).toContain('Het bedrag van € 121,00 wordt aan u terugbetaald.');
    // Nothing to pay: no payment reference.
    expect(credit.paymentReference).toBe('');
    expect(text).not.toContain('Betalingskenmerk');
    expect(text).toContain('Totaal incl. btw € -121,00');
    expect(text).not.toContain('Geachte');
  });

  it("speaks the customer's language: labels and the texts of its locale", async () => {
    const customer = await newCustomer(t.app, t.admin, { name: 'Acme Ltd', locale: 'en', country: 'GB' });
    const invoice = await invoiced(t.app, t.admin, customer.id, { invoiceDate: '2026-11-02' });
    const text = readable(await pdfText(await pdfOf(invoice)));
    expect(text).toContain('INVOICE');
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain('Total incl. VAT €121.00');
    expect(text).toContain(`Dear Acme Ltd, please find invoice ${invoice.number}.`);
    expect(text).not.toContain('Betaal vóór');
  });

  it('says on each reverse-charged row that the VAT is reverse-charged, and below the totals to whose VAT number', async () => {
    // VAT code 3 of the demo owner: 0 %, reverse-charged; code 1: 21 %.
    const subcontract = (description: string) => row({ description, vatCode: 3, units: 1000, unitPrice: 3000 });
    const customer = await newCustomer(t.app, t.admin, {
      name: 'Schoonmaakgroep Midden B.V.',
      vatNumber: 'NL001234567B01',
    });
    const invoice = await invoiced(t.app, t.admin, customer.id, {
      rows: [
        subcontract('Onderaanneming kantoor'),
        row({ description: 'Materiaal' }),
        subcontract('Onderaanneming hal'),
      ],
    });
    const text = readable(await pdfText(await pdfOf(invoice)));
    const lines = text.split('\n').map((line) => line.trim());
    // The mention sits right under each reverse-charged row, not under the row at 21 %.
    const under = (description: string) => lines[lines.findIndex((line) => line.startsWith(description)) + 1];
    expect(under('Onderaanneming kantoor')).toBe('Btw verlegd');
    expect(under('Onderaanneming hal')).toBe('Btw verlegd');
    expect(under('Materiaal')).not.toContain('verlegd');
    expect(text.match(/Btw verlegd/g)).toHaveLength(3);
    expect(text).toContain('Btw verlegd naar de afnemer, btw-nummer afnemer NL001234567B01.');
    expect(text.indexOf('Btw verlegd naar de afnemer')).toBeGreaterThan(text.indexOf('Totaal incl. btw'));
    expect(text).toContain('Totaal incl. btw € 721,00');

    // In the customer's language.
    for (const [locale, row, note] of [
      [
        'en',
        'VAT reverse-charged',
        'VAT reverse-charged: the VAT is payable by the customer, VAT number BE0123456789.',
      ],
      ['fr', 'Autoliquidation', 'Autoliquidation : la TVA est due par le client, numéro de TVA BE0123456789.'],
      ['it', 'Inversione contabile', "Inversione contabile: l'IVA è dovuta dal cliente, partita IVA BE0123456789."],
      ['es', 'Inversión del sujeto pasivo', 'el IVA lo declara el cliente, número de IVA BE0123456789.'],
    ]) {
      const abroad = await newCustomer(t.app, t.admin, { name: `Klant ${locale}`, locale, vatNumber: 'BE0123456789' });
      const shown = readable(
        await pdfText(await pdfOf(await invoiced(t.app, t.admin, abroad.id, { rows: [subcontract('X')] }))),
      );
      expect(shown, locale).toContain(row);
      expect(shown, locale).toContain(note);
    }
    // An invoice without such rows says nothing of it (one with them and no VAT number is refused: invoicing tests).
    expect(readable(await pdfText(await pdfOf(await invoiced(t.app, t.admin, customer.id))))).not.toContain('verlegd');
  });

  it("prefers the invoice's own text above the rows to the owner's", async () => {
    const customer = await newCustomer(t.app, t.admin);
    const invoice = await invoiced(t.app, t.admin, customer.id, {
      textAbove: 'Betreft: extra schoonmaak {invoiceDate}',
    });
    const text = readable(await pdfText(await pdfOf(invoice)));
    expect(text).toContain(`Betreft: extra schoonmaak ${invoice.invoiceDate.split('-').reverse().join('-')}`);
    expect(text).not.toContain('hierbij factuur');
  });

  it('keeps the template, texts and variables to sales users, checked', async () => {
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    await call(t.app, planner, 'saveInvoiceTexts', { texts: {} }, 403);
    await call(t.app, planner, 'savePdfTemplate', { type: 1 }, 403);
    await call(t.app, t.admin, 'savePdfTemplate', { type: 1, accentColor: 'green' }, 400);
    await call(t.app, t.admin, 'savePdfTemplate', { id: 9999, name: 'Nope' }, 404);
    await call(t.app, t.admin, 'saveInvoiceVars', { vars: [{ name: 'amount', value: 'x' }] }, 400);
    const settings = await call(t.app, t.admin, 'invoiceSettings', {});
    expect(settings.vars).toEqual([{ name: 'kvk', value: '30123456' }]);
    expect(settings.texts.nlTop).toContain('{customerName}');
    expect(settings.builtIn).toContain('invoiceNumber');
    const templates = (await t.app.request('GET', '/r/allPdfTemplates', { token: t.admin })).json;
    const active = templates.filter(
      (template: { type: number; active: number; ownerId: number }) =>
        template.ownerId === 1 && template.type === 1 && template.active === 1,
    );
    expect(active).toEqual([expect.objectContaining({ accentColor: ACCENT, iban: 'NL91ABNA0417164300' })]);
    expect((await call(t.app, t.admin, 'clearInvTemplateCache', {})).cleared).toBe(true);
  });
});
