import type { TEInvoiceSupplier } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { ALL_BACKENDS } from '../../../test/harness.ts';
import { matchEInvoiceSupplier } from './match-supplier.ts';
import { parseUbl } from './parse-ubl.ts';
import { referenceEInvoice } from './test-files.ts';

// The owner's supplier of a parsed e-invoice: by VAT number, then KvK number, then IBAN, in their normal forms; only
// the owner's live suppliers; else the supplier to offer. TC 434 example 1: De Koksmaat, VAT 'NL8200.98.395.B.01',
// KvK 57151520, accounts NL57RABO0107307510 and NL03INGB0004489902.

describe.each(ALL_BACKENDS)('e-invoice supplier matching on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2 });
  const koksmaat = parseUbl(referenceEInvoice('ubl-tc434-example1.xml')).supplier;

  const saveSupplier = async (fields: Record<string, unknown>, token = t.owner1) => {
    const response = await t.app.request('POST', '/r/saveSupplier', {
      token,
      body: { name: 'Leverancier', city: 'Velsen', ...fields },
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json as { id: number; name: string };
  };
  const match = (ownerId: number, seller: TEInvoiceSupplier) =>
    withTenant(t.app.database, ownerId, (tx) => matchEInvoiceSupplier(tx, ownerId, seller));

  it('offers an unknown seller as a new supplier, even when another owner knows it', async () => {
    await saveSupplier({ name: 'Koksmaat of owner 2', vatNumber: 'NL820098395B01', cocNumber: '57151520' }, t.owner2);
    expect(await match(1, koksmaat)).toEqual({
      found: false,
      newSupplier: {
        name: 'De Koksmaat',
        address: 'Postbus',
        houseNumber: '7',
        houseAddition: 'l',
        postalCode: '1950 AB',
        city: 'Velsen-Noord',
        country: 'NL',
        vatNumber: 'NL820098395B01',
        cocNumber: '57151520',
        bankAccounts: [{ iban: 'NL57RABO0107307510', bic: '', percentage: 100, gAccount: 0 }],
      },
    });
    expect(await match(2, koksmaat)).toMatchObject({
      found: true,
      by: 'vatNumber',
      supplier: { name: 'Koksmaat of owner 2' },
    });
  });

  it('finds by the IBAN of any account, a G-account too, when no number matches', async () => {
    const split = await saveSupplier({
      name: 'Koksmaat (G-rekening)',
      bankAccounts: [
        { iban: 'NL91ABNA0417164300', percentage: 70 },
        { iban: 'nl03 ingb 0004 4899 02', percentage: 30, gAccount: 1 },
      ],
    });
    expect(await match(1, koksmaat)).toMatchObject({ found: true, by: 'iban', supplier: { id: split.id } });
  });

  it('prefers the KvK number to the IBAN, and the VAT number to both', async () => {
    const byCoc = await saveSupplier({ name: 'Koksmaat (KvK)', cocNumber: 'KvK 5715 1520' });
    expect(await match(1, koksmaat)).toMatchObject({ found: true, by: 'cocNumber', supplier: { id: byCoc.id } });
    // Typed without the country prefix, in lower case and with spaces: a Dutch supplier's number all the same.
    const byVat = await saveSupplier({ name: 'Koksmaat (btw)', vatNumber: '8200 98 395 b01' });
    expect(await match(1, koksmaat)).toMatchObject({ found: true, by: 'vatNumber', supplier: { id: byVat.id } });
  });

  it('never finds a deleted supplier', async () => {
    const gone = await saveSupplier({ name: 'Gone', vatNumber: 'NL001234567B01' });
    const deleted = await t.app.request('POST', '/r/saveSupplier', {
      token: t.owner1,
      body: { id: gone.id, name: 'Gone', city: 'Velsen', vatNumber: 'NL001234567B01', deleted: 1 },
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    const seller = { ...koksmaat, vatNumber: 'NL001234567B01', cocNumber: '', bankAccounts: [] };
    expect(await match(1, seller)).toMatchObject({ found: false, newSupplier: { vatNumber: 'NL001234567B01' } });
  });
});
