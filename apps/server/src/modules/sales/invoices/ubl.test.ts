import { isValidPaymentReference } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { failedRules, validateEn16931 } from '../../../test/en16931.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { call, invoiced, newCustomer, refusal, row, stored } from './test-support.ts';

// The e-invoice: validated by the official EN 16931 artefact (one Saxon run for all documents), and read back as the
// customer's software would. VAT codes of the demo owner: 1 = 21 %, 2 = 9 %, 3 = 0 % reverse-charged (demo-lists.ts).
// One backend: the XML is made from the same invoice on both, and the validation run takes seconds.

const IBAN = 'NL91ABNA0417164300';

type Node = { [key: string]: unknown };

/** The document as an object (xmlbuilder2's reader): `doc.Invoice['cbc:ID']`. */
const parsed = (xml: string) => convert(xml, { format: 'object' }) as Node;
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (current as Node | undefined)?.[key], node);
const text = (node: unknown): string =>
  typeof node === 'string' ? node : String((node as Node | undefined)?.['#'] ?? '');

describe('UBL e-invoice on pglite', () => {
  let app: TestApp;
  let admin: string;
  const xmlOf = async (id: number, token = admin) => app.request('POST', '/r/invoiceUbl', { token, body: { id } });

  beforeAll(async () => {
    app = await createTestApp('pglite');
    admin = await app.login(DEMO_USERS.admin, 1);
    await call(app, admin, 'savePdfTemplate', {
      type: 1,
      name: 'Factuur',
      active: 1,
      iban: IBAN,
      accountHolder: 'Demo Schoonmaak B.V.',
    });
  });
  afterAll(() => app.close());

  it('passes the EN 16931 rules for an invoice, two VAT rates, a credit invoice and reverse-charged VAT', async () => {
    const business = await newCustomer(app, admin, {
      name: 'Kantoren Zuid B.V.',
      address: 'Hondsrug',
      houseNumber: '21',
      postalCode: '3524 BR',
      city: 'Utrecht',
      cocNumber: '12345678',
      vatNumber: 'NL001234567B01',
    });
    const ordinary = await invoiced(app, admin, business.id, {
      startPeriod: '2026-10-01',
      endPeriod: '2026-10-31',
      period: 'Oktober##2026',
    });
    const twoRates = await invoiced(app, admin, business.id, {
      rows: [
        row({ description: 'Schoonmaak kantoor', units: 760, unitPrice: 3450, rowDate: '2026-10-05' }),
        row({ description: 'Glasbewassing', workTypeId: 2, vatCode: 2, units: 150, unitPrice: 4200 }),
        row({ description: 'Korting', units: 100, unitPrice: -1000 }),
      ],
    });
    const creditDraft = await call(app, admin, 'invoicesCreditFor', { id: ordinary.id });
    const credit = (await call(app, admin, 'invoiceInvoice', { id: creditDraft.id })).invoice;
    const reverse = await invoiced(app, admin, business.id, {
      rows: [row({ description: 'Onderaanneming schoonmaak', vatCode: 3, units: 1000, unitPrice: 3000 })],
    });

    const documents: Record<string, string> = {};
    for (const [name, invoice] of Object.entries({ ordinary, twoRates, credit, reverse })) {
      const response = await xmlOf(invoice.id);
      expect(response.status, name).toBe(200);
      documents[name] = String(response.body);
    }
    const results = await validateEn16931(documents);
    for (const [name, failures] of Object.entries(results)) {
      const fatal = failures.filter((failure) => failure.flag === 'fatal');
      expect(
        fatal.map((f) => `${f.id}: ${f.text}`),
        `${name} breaks EN 16931 rules`,
      ).toEqual([]);
    }

    // Read back: an invoice paid by its reference into the template's account.
    const invoice = parsed(documents.ordinary ?? '').Invoice as Node;
    expect(text(invoice['cbc:InvoiceTypeCode'])).toBe('380');
    expect(text(invoice['cbc:ID'])).toBe(String(ordinary.number));
    expect(isValidPaymentReference(ordinary.paymentReference)).toBe(true);
    expect(text(at(invoice, 'cac:PaymentMeans', 'cbc:PaymentID'))).toBe(ordinary.paymentReference);
    expect(text(at(invoice, 'cac:PaymentMeans', 'cac:PayeeFinancialAccount', 'cbc:ID'))).toBe(IBAN);
    expect(text(at(invoice, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount'))).toBe('121.00');
    const buyer = at(invoice, 'cac:AccountingCustomerParty', 'cac:Party');
    expect(text(at(buyer, 'cbc:EndpointID'))).toBe('12345678');
    expect(at(buyer, 'cbc:EndpointID', '@schemeID')).toBe('0106');
    expect(text(at(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID'))).toBe('NL001234567B01');
    expect(text(at(invoice, 'cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:CompanyID'))).toBe(
      '30123456',
    );

    // Two rates: a VAT breakdown per rate; the discount row is a line with a negative quantity.
    const rates = parsed(documents.twoRates ?? '').Invoice as Node;
    const subtotals = at(rates, 'cac:TaxTotal', 'cac:TaxSubtotal') as Node[];
    expect(subtotals.map((s) => text(at(s, 'cac:TaxCategory', 'cbc:Percent')))).toEqual(['21', '9']);
    expect(subtotals.map((s) => text(s['cbc:TaxableAmount']))).toEqual(['252.20', '63.00']);
    const discount = (rates['cac:InvoiceLine'] as Node[])[2];
    expect(text(at(discount, 'cbc:InvoicedQuantity'))).toBe('-1');
    expect(text(at(discount, 'cbc:LineExtensionAmount'))).toBe('-10.00');

    // The credit invoice is a CreditNote with positive amounts that names the invoice it credits.
    const note = parsed(documents.credit ?? '').CreditNote as Node;
    expect(text(note['cbc:CreditNoteTypeCode'])).toBe('381');
    expect(text(at(note, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'))).toBe(
      String(ordinary.number),
    );
    expect(text(at(note, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount'))).toBe('121.00');

    // Reverse-charged VAT: category AE with its reason, no VAT.
    const shifted = parsed(documents.reverse ?? '').Invoice as Node;
    const category = at(shifted, 'cac:TaxTotal', 'cac:TaxSubtotal', 'cac:TaxCategory');
    expect(text(at(category, 'cbc:ID'))).toBe('AE');
    expect(text(at(category, 'cbc:TaxExemptionReasonCode'))).toBe('VATEX-EU-AE');
    expect(text(at(shifted, 'cac:TaxTotal', 'cbc:TaxAmount'))).toBe('0.00');
  });

  it('the validation itself catches a wrong total (BR-CO-16)', () => {
    const svrl = `<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
      <svrl:failed-assert id="BR-CO-16" flag="fatal" location="/Invoice"><svrl:text>[BR-CO-16]-Amount due</svrl:text></svrl:failed-assert>
    </svrl:schematron-output>`;
    expect(failedRules(svrl)).toEqual([{ id: 'BR-CO-16', flag: 'fatal', text: '[BR-CO-16]-Amount due' }]);
  });

  it('refuses a draft, another owner and a user without sales rights', async () => {
    const customer = await newCustomer(app, admin);
    const draft = await call(app, admin, 'saveInvoice', { customerId: customer.id, rows: [row()] });
    const refused = await xmlOf(draft.id);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject(refusal('invoice.notInvoiced'));
    const done = await invoiced(app, admin, customer.id);
    expect((await xmlOf(done.id, await app.login(DEMO_USERS.planner, 1))).status).toBe(403);
    const [other] = await stored<{ id: number }>(
      app,
      1,
      sql`select coalesce(max(id), 0) + 1000 as id from invoices where owner_id = 1`,
    );
    expect((await xmlOf(other?.id ?? 1)).status).toBe(404);
  });

  it('attaches the e-invoice to the invoice mail when the customer asks for it', async () => {
    const customer = await newCustomer(app, admin, { attachUbl: 1 });
    const invoice = await invoiced(app, admin, customer.id);
    const draft = await call(app, admin, 'invoiceMailDraft', { id: invoice.id });
    expect(draft.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      `Factuur ${invoice.number}.pdf`,
      `Factuur ${invoice.number}.xml`,
    ]);
    // The default invoice mail names the payment reference.
    expect(draft.message).toContain(invoice.paymentReference.replace(/(\d{4})(?=\d)/g, '$1 '));
    const sent = await call(app, admin, 'sendInvoice', { id: invoice.id, paper: 0 });
    const mailId = sent.sent.at(-1).mailId;
    const [mail] = await stored<{ attachments: { filename: string; contentType: string; contentBase64: string }[] }>(
      app,
      1,
      sql`select attachments from mail_outbox where owner_id = 1 and id = ${mailId}`,
    );
    const xml = mail?.attachments.find((a) => a.filename.endsWith('.xml'));
    expect(xml?.contentType).toBe('application/xml');
    expect(Buffer.from(xml?.contentBase64 ?? '', 'base64').toString('utf8')).toContain(
      `<cbc:PaymentID>${invoice.paymentReference}</cbc:PaymentID>`,
    );

    const plain = await newCustomer(app, admin);
    const without = await invoiced(app, admin, plain.id);
    expect((await call(app, admin, 'invoiceMailDraft', { id: without.id })).attachments).toHaveLength(1);
  });
});
