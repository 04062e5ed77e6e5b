import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { MAX_EINVOICE_BYTES, MAX_ELEMENTS } from './einvoice-xml.ts';
import { parseUbl } from './parse-ubl.ts';
import { smallInvoice as invoice, LINE_AMOUNT } from './test-files.ts';

// What parseUbl refuses, each with its own key and values (and the near misses it accepts on purpose).

describe('parseUbl refuses', () => {
  it('a DOCTYPE: no external entity is read and no entity is expanded', () => {
    const xxe = invoice(
      { '<cbc:ID>F-1</cbc:ID>': '<cbc:ID>&xxe;</cbc:ID>' },
      '<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    expectRefusal(() => parseUbl(xxe), 'einvoiceIn.doctype');
    const laughs = invoice(
      { '<cbc:ID>F-1</cbc:ID>': '<cbc:ID>&lol2;</cbc:ID>' },
      '<!DOCTYPE Invoice [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;">]>',
    );
    expectRefusal(() => parseUbl(laughs), 'einvoiceIn.doctype');
    expectRefusal(() => parseUbl(invoice({}, '<!DOCTYPE Invoice>')), 'einvoiceIn.doctype');
    // Without a DTD an entity is simply unknown: not XML.
    expectRefusal(() => parseUbl(invoice({ '<cbc:ID>F-1</cbc:ID>': '<cbc:ID>&xxe;</cbc:ID>' })), 'einvoiceIn.notXml', {
      line: 3,
      column: 16,
    });
  });

  it('what is not a UBL invoice or credit note', () => {
    expectRefusal(
      () => parseUbl('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>'),
      'einvoiceIn.notUbl',
      {
        root: 'Order (urn:oasis:names:specification:ubl:schema:xsd:Order-2)',
      },
    );
    expectRefusal(() => parseUbl('<Invoice><ID>1</ID></Invoice>'), 'einvoiceIn.notUbl', { root: 'Invoice' });
    // A CreditNote root in the Invoice namespace is neither.
    const mixed = invoice().replace('<Invoice ', '<CreditNote ').replace('</Invoice>', '</CreditNote>');
    expectRefusal(() => parseUbl(mixed), 'einvoiceIn.notUbl', {
      root: 'CreditNote (urn:oasis:names:specification:ubl:schema:xsd:Invoice-2)',
    });
    expectRefusal(() => parseUbl('%PDF-1.7 not xml'), 'einvoiceIn.notXml', { line: 1, column: 17 });
    // Cut off: the root is never closed.
    expectRefusal(() => parseUbl('<Invoice>\n  <ID>1</ID>'), 'einvoiceIn.notXml', { line: 2, column: 13 });
    expectRefusal(() => parseUbl(''), 'einvoiceIn.notXml', { line: 1, column: 1 });
    expectRefusal(() => parseUbl(Buffer.from([0x3c, 0x61, 0xff, 0x3e])), 'einvoiceIn.notUtf8');
  });

  it('an oversize file or a document of too many elements', () => {
    expectRefusal(() => parseUbl(Buffer.alloc(MAX_EINVOICE_BYTES + 1, 0x20)), 'einvoiceIn.tooLarge', { maxMb: 20 });
    const many = '<cbc:Note>x</cbc:Note>'.repeat(MAX_ELEMENTS);
    expectRefusal(
      () => parseUbl(invoice({ '<cbc:ID>F-1</cbc:ID>': `<cbc:ID>F-1</cbc:ID>${many}` })),
      'einvoiceIn.tooComplex',
      {
        max: MAX_ELEMENTS,
      },
    );
    const deep = `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`;
    expectRefusal(
      () => parseUbl(invoice({ '<cbc:ID>F-1</cbc:ID>': `<cbc:ID>F-1</cbc:ID>${deep}` })),
      'einvoiceIn.tooComplex',
      {
        max: MAX_ELEMENTS,
      },
    );
  });

  it('another currency, in the document or on one amount', () => {
    expectRefusal(() => parseUbl(invoice({ '>EUR<': '>USD<' })), 'einvoiceIn.currency', { currency: 'USD' });
    expectRefusal(
      () => parseUbl(invoice({ '<cbc:PayableAmount currencyID="EUR">': '<cbc:PayableAmount currencyID="GBP">' })),
      'einvoiceIn.currency',
      { currency: 'GBP' },
    );
  });

  it('an amount that is no decimal, or has a third decimal that is not zero', () => {
    const field = 'cac:InvoiceLine[1]/cbc:LineExtensionAmount';
    for (const value of ['100,00', '1e2', '', 'EUR 100', '100.00.0', '1000000000.00']) {
      const changed = invoice({ [LINE_AMOUNT]: LINE_AMOUNT.replace('100.00', value) });
      expectRefusal(() => parseUbl(changed), 'einvoiceIn.notAmount', { field, value });
    }
    expectRefusal(
      () => parseUbl(invoice({ [LINE_AMOUNT]: LINE_AMOUNT.replace('100.00', '100.001') })),
      'einvoiceIn.tooManyDecimals',
      { field, value: '100.001' },
    );
    // Trailing zeros lose nothing; a quantity of more decimals is rounded to hundredths (it is informative).
    const lenient = parseUbl(
      invoice({
        [LINE_AMOUNT]: LINE_AMOUNT.replace('100.00', '+100.0000'),
        '>4</cbc:InvoicedQuantity>': '>0.125</cbc:InvoicedQuantity>',
      }),
    );
    expect(lenient.lines[0]).toMatchObject({ amount: 10000, quantity: 13 });
    expectRefusal(
      () =>
        parseUbl(
          invoice({
            '<cbc:Percent>21</cbc:Percent></cac:ClassifiedTaxCategory>':
              '<cbc:Percent>21.125</cbc:Percent></cac:ClassifiedTaxCategory>',
          }),
        ),
      'einvoiceIn.tooManyDecimals',
      { field: 'cac:InvoiceLine[1]/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent', value: '21.125' },
    );
  });

  it('a missing number, date or line, and a date that does not exist', () => {
    expectRefusal(() => parseUbl(invoice({ '<cbc:ID>F-1</cbc:ID>': '' })), 'einvoiceIn.missing', { field: 'cbc:ID' });
    expectRefusal(() => parseUbl(invoice({ '2026-11-02': '2026-02-30' })), 'einvoiceIn.notDate', {
      field: 'cbc:IssueDate',
      value: '2026-02-30',
    });
    expectRefusal(() => parseUbl(invoice({ '<cbc:IssueDate>2026-11-02</cbc:IssueDate>': '' })), 'einvoiceIn.missing', {
      field: 'cbc:IssueDate',
    });
    const noLine = invoice().replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, '');
    expectRefusal(() => parseUbl(noLine), 'einvoiceIn.noLines');
    const noTotals = invoice().replace(/<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/, '');
    expectRefusal(() => parseUbl(noTotals), 'einvoiceIn.missing', { field: 'cac:LegalMonetaryTotal' });
  });

  it('totals that do not add up, naming the EN 16931 rule', () => {
    expectRefusal(
      () => parseUbl(invoice({ [LINE_AMOUNT]: LINE_AMOUNT.replace('100.00', '99.99') })),
      'einvoiceIn.totalsMismatch',
      {
        rule: 'BR-CO-10',
        field: 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
        found: '100.00',
        expected: '99.99',
      },
    );
    expectRefusal(
      () =>
        parseUbl(
          invoice({ '<cbc:PayableAmount currencyID="EUR">121.00': '<cbc:PayableAmount currencyID="EUR">121.01' }),
        ),
      'einvoiceIn.totalsMismatch',
      { rule: 'BR-CO-16', field: 'cac:LegalMonetaryTotal/cbc:PayableAmount', found: '121.01', expected: '121.00' },
    );
    // The largest amount there is still adds up exactly.
    expectRefusal(
      () => parseUbl(invoice({ [LINE_AMOUNT]: LINE_AMOUNT.replace('100.00', '999999999.99') })),
      'einvoiceIn.totalsMismatch',
      {
        rule: 'BR-CO-10',
        field: 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
        found: '100.00',
        expected: '999999999.99',
      },
    );
    // The VAT of a category may be off by rounding per line, by less than one euro (the artefact's tolerance).
    const vat = (amount: string) =>
      invoice({
        '<cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount>\n    <cac:TaxSubtotal>': `<cbc:TaxAmount currencyID="EUR">${amount}</cbc:TaxAmount>\n    <cac:TaxSubtotal>`,
        '<cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount>\n      <cac:TaxCategory>': `<cbc:TaxAmount currencyID="EUR">${amount}</cbc:TaxAmount>\n      <cac:TaxCategory>`,
        '<cbc:TaxInclusiveAmount currencyID="EUR">121.00': `<cbc:TaxInclusiveAmount currencyID="EUR">${(100 + Number(amount)).toFixed(2)}`,
        '<cbc:PayableAmount currencyID="EUR">121.00': `<cbc:PayableAmount currencyID="EUR">${(100 + Number(amount)).toFixed(2)}`,
      });
    expect(parseUbl(vat('21.99')).totals.payable).toBe(12199);
    expectRefusal(() => parseUbl(vat('22.00')), 'einvoiceIn.totalsMismatch', {
      rule: 'BR-S-09',
      field: 'cac:TaxTotal/cac:TaxSubtotal[S 21.00%]/cbc:TaxAmount',
      found: '22.00',
      expected: '21.00',
    });
    // A line whose rate has no VAT breakdown.
    expectRefusal(
      () =>
        parseUbl(
          invoice({
            '<cbc:Percent>21</cbc:Percent></cac:ClassifiedTaxCategory>':
              '<cbc:Percent>9</cbc:Percent></cac:ClassifiedTaxCategory>',
          }),
        ),
      'einvoiceIn.totalsMismatch',
      {
        rule: 'BR-S-08',
        field: 'cac:TaxTotal/cac:TaxSubtotal[S 9.00%]/cbc:TaxableAmount',
        found: '0.00',
        expected: '100.00',
      },
    );
  });
});
