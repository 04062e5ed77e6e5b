import { DEFAULT_ROOSTER, OWNER_SETTINGS_DEFAULTS, type Role } from '@backoffice/domain';
import { count } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { cars, fixedTasks, news, owners, ownerUsers, procedures, products, userAccounts } from '../db/schema/index.ts';
import { withSystem } from '../db/tenant.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedDemoAbsences } from './demo-absences.ts';
import { seedDemoAccounting } from './demo-accounting.ts';
import { seedDemoBankLines } from './demo-bank-lines.ts';
import { seedDemoClock } from './demo-clock.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoEmployees } from './demo-employees.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoLists } from './demo-lists.ts';
import { seedDemoOpenInvoices } from './demo-open-invoices.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoPeriodic } from './demo-periodic.ts';
import { seedDemoPlanning } from './demo-planning.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoPurchases } from './demo-purchases.ts';
import { seedDemoSuppliers } from './demo-suppliers.ts';

export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts the README names. */
export const DEMO_USERS = {
  admin: 'admin@demo.test',
  planner: 'planner@demo.test',
  employee: 'employee@demo.test',
} as const;

const PLANNER_ROLES: Role[] = ['employer_portal', 'show_planning', 'planning_edit'];

/** Seeds two demo owners on an empty database; returns whether it did. */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  return withSystem(database, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(owners);
    if (row && row.n > 0) return false;
    await seedDemo(tx);
    return true;
  });
}

async function seedDemo(tx: Db): Promise<void> {
  const [demo, second] = await tx
    .insert(owners)
    .values([
      {
        name: 'Demo Schoonmaak B.V.',
        settings: {
          ...OWNER_SETTINGS_DEFAULTS,
          email: 'kantoor@demo.test',
          address: 'Stationsplein 1',
          postalCode: '3511 ED',
          city: 'Utrecht',
          // Dutch invoices must carry both numbers (invoicing warns without them).
          cocNumber: '30123456',
          vatNumber: 'NL812345670B01',
          KMFee: 23,
        },
        rooster: DEFAULT_ROOSTER,
      },
      {
        name: 'Tweede Vestiging B.V.',
        settings: {
          ...OWNER_SETTINGS_DEFAULTS,
          city: 'Rotterdam',
          cocNumber: '24987654',
          vatNumber: 'NL823456781B01',
        },
        rooster: DEFAULT_ROOSTER,
      },
    ])
    .returning();
  if (!demo || !second) throw new Error('seeding owners failed');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = await tx
    .insert(userAccounts)
    .values(Object.values(DEMO_USERS).map((userName) => ({ userName, passwordHash })))
    .returning();
  const id = (userName: string) => {
    const account = accounts.find((a) => a.userName === userName);
    if (!account) throw new Error(`seeding account ${userName} failed`);
    return account.id;
  };
  await tx.insert(ownerUsers).values([
    { ownerId: demo.id, userId: id(DEMO_USERS.admin), roles: ['admin', 'employer_portal'] },
    { ownerId: second.id, userId: id(DEMO_USERS.admin), roles: ['admin', 'employer_portal'] },
    { ownerId: demo.id, userId: id(DEMO_USERS.planner), roles: PLANNER_ROLES },
    { ownerId: demo.id, userId: id(DEMO_USERS.employee), roles: ['employee_portal'] },
  ]);
  await seedDemoEmployees(
    tx,
    { demo: demo.id, second: second.id },
    { admin: id(DEMO_USERS.admin), planner: id(DEMO_USERS.planner), employee: id(DEMO_USERS.employee) },
  );
  // Customers first: projects belong to them and their works name the demo employees.
  await seedDemoLists(tx, demo.id);
  await seedDemoCustomers(tx, demo.id);
  await seedDemoSuppliers(tx, demo.id);
  await seedDemoProjects(tx, demo.id);
  // After the projects: purchase rows name some as their costs.
  await seedDemoPurchases(tx, demo.id);
  await seedDemoPayments(tx, demo.id);
  await seedDemoPlanning(tx, demo.id);
  await seedDemoPeriodic(tx, demo.id);
  await seedDemoAbsences(tx, demo.id);
  await seedDemoInvoices(tx, demo.id);
  // After the invoices: it adds open invoices only to an owner that has none invoiced yet (the second owner).
  await seedDemoOpenInvoices(tx, [demo.id, second.id]);
  // After the invoices: their payments of the last month become bank statement lines.
  await seedDemoBankLines(tx, demo.id);
  // After invoices and purchases: their bookings.
  await seedDemoAccounting(tx, [demo.id, second.id]);

  await tx.insert(cars).values([
    { ownerId: demo.id, name: 'Renault Kangoo (werkbus 1)', licensePlate: 'VX-123-B' },
    { ownerId: demo.id, name: 'Volkswagen Caddy (werkbus 2)', licensePlate: 'VZ-456-K' },
    { ownerId: demo.id, name: 'Toyota Yaris (leaseauto)', licensePlate: 'K-789-ZZ' },
    { ownerId: second.id, name: 'Ford Transit Connect', licensePlate: 'VT-901-R' },
  ]);
  await tx.insert(products).values([
    { ownerId: demo.id, name: 'Allesreiniger 5 L', description: 'Neutraal, voor vloeren en oppervlakken' },
    { ownerId: demo.id, name: 'Microvezeldoek blauw', description: 'Voor bureaus en kantoormeubilair' },
    { ownerId: demo.id, name: 'Sanitairreiniger 1 L', description: 'Ontkalkend, voor toiletten en kranen' },
    { ownerId: demo.id, name: 'Glasreiniger 750 ml', description: '' },
    { ownerId: second.id, name: 'Vloerzeep 10 L', description: '' },
  ]);
  await tx.insert(procedures).values([
    {
      ownerId: demo.id,
      name: 'Kantoorschoonmaak dagelijks',
      description: 'Prullenbakken legen, bureaus afnemen, vloeren stofzuigen.',
    },
    {
      ownerId: demo.id,
      name: 'Sanitair reinigen',
      description: 'Toiletten, wastafels en spiegels reinigen; zeep en papier bijvullen.',
    },
    { ownerId: demo.id, name: 'Glasbewassing binnen', description: 'Ramen en glazen deuren aan de binnenzijde.' },
    { ownerId: second.id, name: 'Trappenhuis reinigen', description: '' },
  ]);
  await tx.insert(fixedTasks).values([
    { ownerId: demo.id, title: 'Voorraad schoonmaakmiddelen controleren', frequency: 3 },
    { ownerId: demo.id, title: 'Sleutelkluis controleren', frequency: 1 },
    { ownerId: demo.id, title: 'Werkbonnen verwerken', frequency: 2 },
    { ownerId: second.id, title: 'Bus tanken en controleren', frequency: 3 },
  ]);
  await tx.insert(news).values([
    {
      ownerId: demo.id,
      title: 'Nieuwe werkkleding beschikbaar',
      message: 'Haal je nieuwe polo en jas op bij kantoor.',
      published: 1,
    },
    {
      ownerId: demo.id,
      title: 'Kerstborrel op 18 december',
      message: 'Iedereen is welkom vanaf 16:00 uur.',
      published: 0,
    },
    { ownerId: second.id, title: 'Welkom bij de Tweede Vestiging', message: '', published: 1 },
  ]);
  // Last: clock records go on the shifts the planning seed made (or plans a few itself).
  await seedDemoClock(tx, demo.id);
}
