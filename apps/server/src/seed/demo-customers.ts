import { addDays, todayIso } from '@backoffice/domain/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, customerNotes, customers, ownerUsers } from '../db/schema/index.ts';

// Demo customers of the first owner (issue 4). The projects seed looks them up by number (1001-1012): keep those.
// Coordinates are filled in, so seeding never asks a geocoder.

type DemoCustomer = Omit<typeof customers.$inferInsert, 'ownerId' | 'number'> & { number: number };

const UTRECHT: DemoCustomer[] = [
  {
    number: 1001,
    name: 'Gemeente Utrecht',
    searchName: 'GEMUTR',
    tav: 'Afdeling Facilitair',
    cocNumber: '30280353',
    vatNumber: 'NL001758497B01',
    address: 'Stadsplateau',
    houseNumber: '1',
    postalCode: '3521 AZ',
    city: 'Utrecht',
    latitude: 52.0894,
    longitude: 5.1077,
    email: 'facilitair@utrecht.example.nl',
    phone: '030 286 0000',
    paymentDays: 30,
    bankAccounts: ['NL03RABO0312456789'],
    invoiceToEmail: 'facturen@utrecht.example.nl',
    invoiceReminderEmail: 'crediteuren@utrecht.example.nl',
  },
  {
    number: 1002,
    name: 'Tandartspraktijk De Bilt',
    tav: 'Dhr. R. Verhoeven',
    cocNumber: '30198742',
    address: 'Hessenweg',
    houseNumber: '12',
    postalCode: '3731 JJ',
    city: 'De Bilt',
    latitude: 52.1097,
    longitude: 5.1812,
    phone: '030 220 1144',
    bankAccounts: ['NL67INGB0006543210'],
    invoiceToEmail: 'administratie@tandartsdebilt.example.nl',
  },
  {
    number: 1003,
    name: 'VvE Beheer Utrecht',
    cocNumber: '30245678',
    address: 'Biltstraat',
    houseNumber: '106',
    postalCode: '3572 BJ',
    city: 'Utrecht',
    latitude: 52.0925,
    longitude: 5.1338,
    phone: '030 231 5566',
    isManager: 1,
    bankAccounts: ['NL54ABNA0541236987'],
    invoiceToEmail: 'facturen@vvebeheerutrecht.example.nl',
    invoiceReminderEmail: 'debiteuren@vvebeheerutrecht.example.nl',
  },
  {
    number: 1004,
    name: 'VvE Oudegracht 12',
    address: 'Oudegracht',
    houseNumber: '12',
    postalCode: '3511 AL',
    city: 'Utrecht',
    latitude: 52.0921,
    longitude: 5.1196,
    bankAccounts: ['NL18RABO0147852369'],
  },
  {
    number: 1005,
    name: 'VvE Maliebaan 40',
    address: 'Maliebaan',
    houseNumber: '40',
    postalCode: '3581 CR',
    city: 'Utrecht',
    latitude: 52.0893,
    longitude: 5.1328,
    invoiceToEmail: 'penningmeester@maliebaan40.example.nl',
  },
  {
    number: 1006,
    name: 'Hogeschool Domstad',
    tav: 'Facilitaire Dienst',
    cocNumber: '41181742',
    address: 'Padualaan',
    houseNumber: '99',
    postalCode: '3584 CH',
    city: 'Utrecht',
    latitude: 52.0856,
    longitude: 5.1745,
    paymentDays: 30,
    bankAccounts: ['NL87INGB0004561237'],
    invoiceToEmail: 'inkoopfacturen@domstad.example.nl',
  },
  {
    number: 1007,
    name: 'Huisartsenpraktijk Lombok',
    address: 'Kanaalstraat',
    houseNumber: '55',
    postalCode: '3531 CG',
    city: 'Utrecht',
    latitude: 52.0915,
    longitude: 5.0999,
    phone: '030 293 4411',
    bankAccounts: ['NL39ABNA0412378965'],
  },
  {
    number: 1008,
    name: 'Kantoorpand Papendorp B.V.',
    cocNumber: '30267811',
    vatNumber: 'NL812345678B01',
    address: 'Papendorpseweg',
    houseNumber: '100',
    postalCode: '3528 BJ',
    city: 'Utrecht',
    latitude: 52.0712,
    longitude: 5.0893,
    gPercentage: 25,
    bankAccounts: ['NL58TRIO0212345671'],
    bankAccountsG: ['NL95SNSB0923456781'],
    invoiceToEmail: 'ap@papendorp.example.nl',
  },
  {
    number: 1009,
    name: 'Sportcentrum Overvecht',
    address: 'Zamenhofdreef',
    houseNumber: '2',
    postalCode: '3562 JT',
    city: 'Utrecht',
    latitude: 52.1142,
    longitude: 5.1148,
    bankAccounts: ['NL13RABO0365412789'],
  },
  {
    number: 1010,
    name: 'Restaurant De Zuilen',
    address: 'Amsterdamsestraatweg',
    houseNumber: '520',
    postalCode: '3553 EK',
    city: 'Utrecht',
    latitude: 52.1053,
    longitude: 5.0953,
    paymentDays: 7,
    invoiceToEmail: 'eigenaar@dezuilen.example.nl',
  },
  {
    number: 1011,
    name: 'Familie Jansen',
    clientType: 2,
    address: 'Wittevrouwensingel',
    houseNumber: '31',
    houseAddition: 'bis',
    postalCode: '3581 GB',
    city: 'Utrecht',
    latitude: 52.0947,
    longitude: 5.1273,
    email: 'm.jansen@example.nl',
    bankAccounts: ['NL43INGB0007894561'],
  },
  {
    number: 1012,
    name: 'Bibliotheek Neude',
    tav: 'Gebouwbeheer',
    address: 'Neude',
    houseNumber: '11',
    postalCode: '3512 AE',
    city: 'Utrecht',
    latitude: 52.0927,
    longitude: 5.1188,
    bankAccounts: ['NL24ABNA0623987451'],
    invoiceToEmail: 'facturen@bibliotheekutrecht.example.nl',
  },
];

/** The VvE customers are managed by 'VvE Beheer Utrecht'; Maliebaan 40 keeps its own e-mail (override). */
const MANAGED: Record<number, { manager: number; overrideManagementEmail: number }> = {
  1004: { manager: 1003, overrideManagementEmail: 0 },
  1005: { manager: 1003, overrideManagementEmail: 1 },
};

/** Demo customers, contacts and notes of the first owner (issue 4). */
export async function seedDemoCustomers(tx: Db, ownerId: number): Promise<void> {
  const rows = await tx
    .insert(customers)
    .values(UTRECHT.map((c) => ({ ...c, ownerId })))
    .returning({ id: customers.id, number: customers.number });
  const id = (number: number) => {
    const row = rows.find((r) => r.number === number);
    if (!row) throw new Error(`seeding customer ${number} failed`);
    return row.id;
  };
  for (const [number, link] of Object.entries(MANAGED)) {
    await tx
      .update(customers)
      .set({ managementId: id(link.manager), overrideManagementEmail: link.overrideManagementEmail })
      .where(and(eq(customers.ownerId, ownerId), eq(customers.id, id(Number(number)))));
  }

  await tx.insert(contacts).values([
    {
      ownerId,
      customerId: id(1001),
      name: 'Petra van den Berg',
      function: 'Facilitair manager',
      email: 'p.vandenberg@utrecht.example.nl',
      phone: '030 286 1234',
    },
    { ownerId, customerId: id(1001), name: 'Ahmed El Amrani', function: 'Gebouwbeheerder', mobile: '06 12345678' },
    {
      ownerId,
      customerId: id(1002),
      name: 'Ruud Verhoeven',
      function: 'Tandarts-eigenaar',
      email: 'ruud@tandartsdebilt.example.nl',
    },
    {
      ownerId,
      customerId: id(1003),
      name: 'Linda Bos',
      function: 'Beheerder',
      phone: '030 231 5567',
      contactRows: [{ label: 'Storingen', value: '030 231 5500' }],
    },
    {
      ownerId,
      customerId: id(1006),
      name: 'Kees de Wit',
      function: 'Hoofd facilitaire dienst',
      email: 'k.dewit@domstad.example.nl',
    },
  ]);

  // Notes are written by the owner's first login (the administrator).
  const [author] = await tx
    .select({ id: ownerUsers.id })
    .from(ownerUsers)
    .where(eq(ownerUsers.ownerId, ownerId))
    .orderBy(asc(ownerUsers.id))
    .limit(1);
  const today = todayIso();
  await tx.insert(customerNotes).values([
    {
      ownerId,
      customerId: id(1001),
      kind: 1,
      date: addDays(today, -14),
      text: 'Jaarlijks evaluatiegesprek gevoerd; tevreden over de kwaliteit, wens om de ramen vaker te doen.',
      createdBy: author?.id ?? 0,
    },
    {
      ownerId,
      customerId: id(1002),
      kind: 2,
      rating: 10,
      date: addDays(today, -3),
      text: 'Klacht: prullenbakken in de wachtkamer niet geleegd op dinsdag.',
      createdBy: author?.id ?? 0,
    },
  ]);
}
