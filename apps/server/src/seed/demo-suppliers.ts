import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';

// Demo suppliers of the first owner (issue 18): a wholesaler, a machine dealer and a subcontractor paid 70 % to its
// ordinary account and 30 % to its G-account.

export async function seedDemoSuppliers(tx: Db, ownerId: number): Promise<void> {
  await tx.insert(suppliers).values([
    {
      ownerId,
      number: 1,
      name: 'Schoonmaakgroothandel Utrecht BV',
      address: 'Kanaalweg',
      houseNumber: '40',
      postalCode: '3526 KM',
      city: 'Utrecht',
      vatNumber: 'NL812345678B01',
      cocNumber: '30123456',
      paymentDays: 30,
      paymentType: 1,
      bankAccounts: [{ iban: 'NL91ABNA0417164300', bic: '', percentage: 100, gAccount: 0 }],
    },
    {
      ownerId,
      number: 2,
      name: 'Kärcher Reinigungstechnik',
      address: 'Alfred-Kärcher-Straße',
      houseNumber: '28',
      postalCode: '71364',
      city: 'Winnenden',
      country: 'DE',
      vatNumber: 'DE145678901',
      paymentDays: 14,
      paymentType: 3,
      bankAccounts: [{ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', percentage: 100, gAccount: 0 }],
    },
    {
      ownerId,
      number: 3,
      name: 'Glazenwasserij Van Dijk',
      address: 'Amsterdamsestraatweg',
      houseNumber: '210',
      postalCode: '3551 CV',
      city: 'Utrecht',
      vatNumber: 'NL001234567B02',
      cocNumber: '30987654',
      paymentDays: 14,
      subcontractor: 1,
      bankAccounts: [
        { iban: 'NL44RABO0123456789', bic: '', percentage: 70, gAccount: 0 },
        { iban: 'NL20INGB0001234567', bic: '', percentage: 30, gAccount: 1 },
      ],
    },
  ]);
}
