import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { parseUbl } from './parse-ubl.ts';
import { CBC, smallInvoice as invoice } from './test-files.ts';

// What parseUbl reads beyond the TC 434 examples: the small invoice of the refusal tests, other namespace prefixes,
// and an SI-UBL 2.0 seller.

describe('parseUbl reads', () => {
  it('reads the small invoice the other cases change', () => {
    expect(parseUbl(invoice())).toMatchObject({ invoiceNumber: 'F-1', lines: [{ quantity: 400, amount: 10000 }] });
  });

  it('reads the UBL namespaces under any prefix, and nothing under the prefixes alone', () => {
    const renamed = invoice()
      .replaceAll('cbc:', 'b:')
      .replaceAll('cac:', 'a:')
      .replace('xmlns:cac=', 'xmlns:a=')
      .replace('xmlns:cbc=', 'xmlns:b=');
    expect(parseUbl(renamed)).toEqual(parseUbl(invoice()));
    const wrongNamespace = invoice().replace(`xmlns:cbc="${CBC}"`, 'xmlns:cbc="urn:example:not-ubl"');
    expectRefusal(() => parseUbl(wrongNamespace), 'einvoiceIn.missing', { field: 'cbc:DocumentCurrencyCode' });
  });

  it('reads an SI-UBL 2.0 seller: KvK number under scheme 0106, VAT number, IBAN with BIC', () => {
    const seller = `<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cbc:EndpointID schemeID="0106">30123456</cbc:EndpointID>
    <cac:PartyName><cbc:Name>Groothandel</cbc:Name></cac:PartyName>
    <cac:PostalAddress><cbc:StreetName>Kanaalweg 40</cbc:StreetName><cbc:CityName>Utrecht</cbc:CityName>
      <cbc:PostalZone>3526 KM</cbc:PostalZone><cac:Country><cbc:IdentificationCode>nl</cbc:IdentificationCode></cac:Country>
    </cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>NL812345678B01</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Schoonmaakgroothandel Utrecht BV</cbc:RegistrationName>
      <cbc:CompanyID schemeID="0106">30123456</cbc:CompanyID></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>1234 5678 9012 3456</cbc:PaymentID>
    <cac:PayeeFinancialAccount><cbc:ID>NL91 ABNA 0417 1643 00</cbc:ID>
      <cac:FinancialInstitutionBranch><cbc:ID>abnanl2a</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>
    <cac:PayeeFinancialAccount><cbc:ID>not an iban</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>`;
    const read = parseUbl(invoice({ '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>': seller }));
    expect(read.paymentReference).toBe('1234 5678 9012 3456');
    expect(read.supplier).toEqual({
      name: 'Schoonmaakgroothandel Utrecht BV',
      vatNumber: 'NL812345678B01',
      cocNumber: '30123456',
      street: 'Kanaalweg 40',
      postalCode: '3526 KM',
      city: 'Utrecht',
      country: 'NL',
      // Only an account SEPA can pay.
      bankAccounts: [{ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }],
    });
  });
});
