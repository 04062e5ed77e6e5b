import { describe, expect, it } from 'vitest';
import type { TEInvoiceSupplier } from './einvoice-in.ts';
import { cocNumberKey, matchSupplier, newSupplierFrom, splitStreet, vatNumberKey } from './supplier-match.ts';

const seller = (fields: Partial<TEInvoiceSupplier> = {}): TEInvoiceSupplier => ({
  name: 'Glazenwasserij Van Dijk',
  vatNumber: '',
  cocNumber: '',
  street: 'Kanaalweg 40 A',
  postalCode: '3526 KM',
  city: 'Utrecht',
  country: 'NL',
  bankAccounts: [],
  ...fields,
});

const supplier = (
  id: number,
  fields: Partial<{ vatNumber: string; cocNumber: string; country: string; iban: string }>,
) => ({
  id,
  vatNumber: fields.vatNumber ?? '',
  cocNumber: fields.cocNumber ?? '',
  country: fields.country ?? 'NL',
  bankAccounts: fields.iban ? [{ iban: fields.iban }] : [],
});

describe('supplier matching', () => {
  it('writes VAT and KvK numbers in one form', () => {
    expect(vatNumberKey('nl 8123.45.678.b01', 'NL')).toBe('NL812345678B01');
    // A Dutch number typed without its prefix gets the supplier's country's.
    expect(vatNumberKey('812345678B01', 'NL')).toBe('NL812345678B01');
    expect(vatNumberKey('145678901', 'de')).toBe('DE145678901');
    expect(vatNumberKey('145678901', '')).toBe('NL145678901');
    expect(vatNumberKey('  ', 'NL')).toBe('');
    expect(cocNumberKey('KvK 3012 3456')).toBe('30123456');
    expect(cocNumberKey('NL30123456')).toBe('30123456');
  });

  it('finds by VAT number first, then KvK number, then IBAN', () => {
    const byVat = supplier(1, { vatNumber: '812345678B01' });
    const byCoc = supplier(2, { cocNumber: '30 12 34 56' });
    const byIban = supplier(3, { iban: 'nl91 abna 0417 1643 00' });
    const all = [byIban, byCoc, byVat];
    const invoice = seller({
      vatNumber: 'NL812345678B01',
      cocNumber: '30123456',
      bankAccounts: [{ iban: 'NL91ABNA0417164300', bic: '' }],
    });
    expect(matchSupplier(all, invoice)).toEqual({ supplier: byVat, by: 'vatNumber' });
    expect(matchSupplier(all, { ...invoice, vatNumber: 'NL000000000B00' })).toEqual({
      supplier: byCoc,
      by: 'cocNumber',
    });
    expect(matchSupplier(all, { ...invoice, vatNumber: '', cocNumber: '' })).toEqual({ supplier: byIban, by: 'iban' });
    expect(matchSupplier(all, seller({ bankAccounts: [{ iban: 'NL20INGB0001234567', bic: '' }] }))).toBeUndefined();
    // Empty numbers never match each other.
    expect(matchSupplier([supplier(4, {})], seller())).toBeUndefined();
    // The same digits in another country are another VAT number.
    expect(matchSupplier([supplier(5, { vatNumber: '812345678B01', country: 'BE' })], invoice)?.by).not.toBe(
      'vatNumber',
    );
  });

  it('splits the street from the house number', () => {
    expect(splitStreet('Kanaalweg 40 A')).toEqual({ address: 'Kanaalweg', houseNumber: '40', houseAddition: 'A' });
    expect(splitStreet('Kanaalweg 40-2')).toEqual({ address: 'Kanaalweg', houseNumber: '40', houseAddition: '2' });
    expect(splitStreet('Plein 1944 12')).toEqual({ address: 'Plein 1944', houseNumber: '12', houseAddition: '' });
    expect(splitStreet('Alfred-Kärcher-Straße 28')).toEqual({
      address: 'Alfred-Kärcher-Straße',
      houseNumber: '28',
      houseAddition: '',
    });
    expect(splitStreet('1 Main Street')).toEqual({ address: '1 Main Street', houseNumber: '', houseAddition: '' });
  });

  it('offers a new supplier from the seller, paid wholly to its first account', () => {
    const accounts = [
      { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      { iban: 'NL91ABNA0417164300', bic: '' },
    ];
    expect(
      newSupplierFrom(seller({ vatNumber: 'NL812345678B01', cocNumber: '30123456', bankAccounts: accounts })),
    ).toEqual({
      name: 'Glazenwasserij Van Dijk',
      address: 'Kanaalweg',
      houseNumber: '40',
      houseAddition: 'A',
      postalCode: '3526 KM',
      city: 'Utrecht',
      country: 'NL',
      vatNumber: 'NL812345678B01',
      cocNumber: '30123456',
      bankAccounts: [{ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', percentage: 100, gAccount: 0 }],
    });
    expect(newSupplierFrom(seller({ country: '' }))).toMatchObject({ country: 'NL', bankAccounts: [] });
  });
});
