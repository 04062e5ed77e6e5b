import { ZEInvoiceIn } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { parseUbl } from './parse-ubl.ts';
import { referenceEInvoice } from './test-files.ts';

// The CEN TC 434 UBL examples read into a purchase's terms: the values asserted are the files' own.

describe('parseUbl on the TC 434 examples', () => {
  it('reads example 1: a Dutch invoice with two VAT rates, a returned line and two accounts', () => {
    const invoice = parseUbl(referenceEInvoice('ubl-tc434-example1.xml'));
    expect(ZEInvoiceIn.parse(invoice)).toEqual(invoice);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      typeCode: '380',
      invoiceNumber: '12115118',
      issueDate: '2015-01-09',
      dueDate: '2015-01-09',
      currency: 'EUR',
      paymentReference: 'Deb. 10202 / Fact. 12115118',
      supplier: {
        name: 'De Koksmaat',
        // 'NL8200.98.395.B.01' as written
        vatNumber: 'NL820098395B01',
        // PartyLegalEntity/CompanyID without a scheme: 8 digits of a Dutch seller
        cocNumber: '57151520',
        street: 'Postbus 7l',
        postalCode: '1950 AB',
        city: 'Velsen-Noord',
        country: 'NL',
        bankAccounts: [
          { iban: 'NL57RABO0107307510', bic: '' },
          { iban: 'NL03INGB0004489902', bic: '' },
        ],
      },
      allowanceCharges: [],
      vatBreakdown: [
        { vatCategory: 'S', vatPercentage: 600, taxableAmount: 18323, vatAmount: 1099 },
        { vatCategory: 'S', vatPercentage: 2100, taxableAmount: 4637, vatAmount: 974 },
      ],
      totals: {
        lineExtension: 22960,
        allowances: 0,
        charges: 0,
        taxExclusive: 22960,
        vat: 2073,
        taxInclusive: 25033,
        prepaid: 0,
        rounding: 0,
        payable: 25033,
      },
    });
    expect(invoice.lines).toHaveLength(20);
    expect(invoice.lines[0]).toEqual({
      lineId: '1',
      description: 'PATAT FRITES 10MM 10KG',
      quantity: 200,
      unitCode: 'EA',
      amount: 1990,
      vatCategory: 'S',
      vatPercentage: 600,
    });
    // The returned frying fat: a negative line.
    expect(invoice.lines[19]).toMatchObject({ description: 'FRITUUR VET 10 KG RETOUR', amount: -10998 });
    expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(22960);
  });

  it('refuses example 2 for its currency (NOK), and reads it in euro: allowance, charge, prepaid, three rates', () => {
    const xml = referenceEInvoice('ubl-tc434-example2.xml').toString('utf8');
    expectRefusal(() => parseUbl(xml), 'einvoiceIn.currency', { currency: 'NOK' });

    // The same document with its currency codes (and nothing else) in euro.
    const inEuro = xml.replaceAll('>NOK<', '>EUR<').replaceAll('currencyID="NOK"', 'currencyID="EUR"');
    const invoice = parseUbl(inEuro);
    expect(invoice).toMatchObject({
      invoiceNumber: 'TOSL108',
      issueDate: '2013-06-30',
      dueDate: '2013-07-20',
      paymentTerms: '2 % discount if paid within 2 days\nPenalty percentage 10% from due date',
      paymentReference: '0003434323213231',
      buyerReference: '123',
      supplier: {
        name: 'Salescompany ltd.',
        vatNumber: 'NO123456789MVA',
        cocNumber: '',
        street: 'Main street 34',
        postalCode: '303',
        city: 'Big city',
        country: 'NO',
        bankAccounts: [{ iban: 'NO9386011117947', bic: 'DNBANOKK' }],
      },
      // ChargeIndicator '0' is false; an allowance lowers the total.
      allowanceCharges: [
        { charge: false, amount: -10000, reason: 'Promotion discount', vatCategory: 'S', vatPercentage: 2500 },
        { charge: true, amount: 10000, reason: 'Freight', vatCategory: 'S', vatPercentage: 2500 },
      ],
      vatBreakdown: [
        { vatCategory: 'S', vatPercentage: 2500, taxableAmount: 146050, vatAmount: 36513 },
        { vatCategory: 'S', vatPercentage: 1500, taxableAmount: 100, vatAmount: 15 },
        { vatCategory: 'E', vatPercentage: 0, taxableAmount: -2500, vatAmount: 0 },
      ],
      totals: {
        lineExtension: 143650,
        allowances: 10000,
        charges: 10000,
        taxExclusive: 143650,
        vat: 36528,
        taxInclusive: 180178,
        prepaid: 100000,
        payable: 80178,
      },
    });
    expect(invoice.lines.map((line) => [line.quantity, line.unitCode, line.amount, line.vatPercentage])).toEqual([
      [200, 'EA', 127300, 2500],
      [-100, 'EA', -396, 1500],
      [200, 'EA', 496, 1500],
      [-100, 'EA', -2500, 0],
      [25000, 'MTR', 18750, 2500],
    ]);
    // The item's description follows its name on a new line.
    expect(invoice.lines[0]?.description).toBe(
      'Laptop computer\nProcessor: Intel Core 2 Duo SU9400 LV (1.4GHz). RAM: 3MB. Screen 1440x900',
    );
  });

  it('reads the credit note with negated amounts: what the owner owes is less', () => {
    const credit = parseUbl(referenceEInvoice('ubl-tc434-creditnote1.xml'));
    expect(credit).toMatchObject({
      kind: 'creditNote',
      typeCode: '381',
      invoiceNumber: '018304 / 28865',
      issueDate: '2019-09-23',
      dueDate: null,
      paymentReference: '010676609538',
      supplier: {
        name: 'My Supplier Company',
        vatNumber: 'BE0000000196',
        // A Belgian company number (scheme 0201 endpoint, unschemed legal id of 10 digits) is no KvK number.
        cocNumber: '',
        city: 'ANTWERPEN',
        country: 'BE',
        bankAccounts: [{ iban: 'BE91000000143476', bic: 'BPOTBEB1' }],
      },
      lines: [
        {
          lineId: '1',
          description: 'Exonération du versement du PP',
          quantity: 100,
          unitCode: 'C62',
          amount: -10011,
          vatCategory: 'E',
          vatPercentage: 0,
        },
      ],
      vatBreakdown: [{ vatCategory: 'E', vatPercentage: 0, taxableAmount: -10011, vatAmount: 0 }],
      totals: { lineExtension: -10011, taxExclusive: -10011, vat: 0, taxInclusive: -10011, payable: -10011 },
    });
  });
});
