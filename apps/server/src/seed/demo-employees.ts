import { addDays, todayIso } from '@backoffice/domain/dates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employeeAddresses, employeeNotes, employees, employers, employments, ownerUsers } from '../db/schema/index.ts';
import { type Person, people, secondOwnerPeople } from './demo-people.ts';

// Demo people (issue 3): dates are relative to the day of seeding so the home widgets (birthdays, contracts ending,
// anniversaries) show something on a fresh start.

/** A valid BSN near a base number: the ninth digit makes the 11-proef hold (bases it cannot complete are skipped). */
function bsn(base: number): string {
  for (let n = base; ; n++) {
    const eight = String(n).padStart(8, '0');
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(eight[i]) * (9 - i);
    if (sum % 11 !== 10) return `${eight}${sum % 11}`;
  }
}

/** A valid Dutch IBAN for a bank code and a 10-digit account number (mod-97 check digits). */
function iban(bank: string, account: string): string {
  const digits = `${bank}${account}NL00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `NL${String(98 - rest).padStart(2, '0')}${bank}${account}`;
}

const birthDate = (today: string, [year, offset]: [number, number]) => `${year}${addDays(today, offset).slice(4)}`;

async function seedOwner(tx: Db, ownerId: number, employerNames: string[], list: Person[], today: string) {
  const employerRows = await tx
    .insert(employers)
    .values(
      employerNames.map((name, i) => ({
        ownerId,
        name,
        cocNumber: String(30_123_450 + i * 7),
        payrollTaxNumber: `8123.45.67${i}.L01`,
        conversionFactors: { a: 1, aExtras: 0.08, b: 1.2, bExtras: 0.1, c: 1.5, cExtras: 0.12 },
        leaveTypes: [
          { id: 1, name: 'Vakantie', order: 1, cao: 1, readOnly: 0 },
          { id: 2, name: 'Bijzonder verlof', order: 2, cao: 1, readOnly: 0 },
        ],
        salaryClosedDate: `${Number(today.slice(0, 4)) - 1}-12-31`,
        sortOrder: i,
      })),
    )
    .returning({ id: employers.id });
  const ids: number[] = [];
  let number = 0;
  for (const [i, p] of list.entries()) {
    const [row] = await tx
      .insert(employees)
      .values({
        ownerId,
        firstName: p.firstName,
        insertion: p.insertion ?? '',
        lastName: p.lastName,
        sex: p.sex,
        birthDate: birthDate(today, p.born),
        email: `${p.firstName.toLowerCase()}.${p.lastName.toLowerCase().replace(/[^a-z]/g, '')}@example.nl`,
        mobile: `06-${String(12_345_600 + i * 1_111).slice(0, 8)}`,
        bsn: bsn(10_000_000 + ownerId * 1_000_000 + i * 123_457),
        iban: iban(i % 2 ? 'INGB' : 'RABO', String(1_234_567_000 + ownerId * 100 + i).padStart(10, '0')),
        documentType: 1,
        documentNumber: `NX${String(4_100_000 + i * 37)}`,
        documentValidUntil: `${Number(today.slice(0, 4)) + 4}-06-30`,
      })
      .returning({ id: employees.id });
    if (!row) throw new Error('seeding employee failed');
    ids.push(row.id);
    const address = { ownerId, employeeId: row.id, city: p.city, main: 1, latitude: p.lat, longitude: p.lng };
    if (p.previous) {
      await tx.insert(employeeAddresses).values({
        ...address,
        address: p.previous.street,
        houseNumber: p.previous.houseNumber,
        postalCode: p.previous.postalCode,
        startDate: '2015-01-01',
        endDate: p.previous.until,
      });
    }
    await tx.insert(employeeAddresses).values({
      ...address,
      address: p.street,
      houseNumber: p.houseNumber,
      postalCode: p.postalCode,
      startDate: p.previous ? addDays(p.previous.until, 1) : (p.jobs[0]?.[1] ?? '2020-01-01'),
    });
    for (const [employer, startDate, endDate, reason] of p.jobs) {
      await tx.insert(employments).values({
        ownerId,
        employeeId: row.id,
        employerId: employerRows[employer]?.id ?? 0,
        number: ++number,
        minHours: 2400 + (i % 4) * 400,
        scale: `${String.fromCharCode(65 + (i % 3))}${(i % 5) + 1}`,
        externalRate: 3250 + i * 25,
        internalRate: 1650 + i * 15,
        minInternalRate: 1450,
        contractType: endDate ? 0 : 1,
        laborContract: 1,
        startDate,
        endDate: endDate || '3000-01-01',
        isClosed: reason ? 1 : 0,
        reasonTerminationId: reason ?? 0,
        reasonTermination: reason === 1 ? 'Einde contract' : reason ? 'Eigen verzoek' : '',
      });
    }
  }
  return ids;
}

/** Employers, employees, addresses, employments and a few notes for both demo owners; links the demo logins. */
export async function seedDemoEmployees(
  tx: Db,
  owners: { demo: number; second: number },
  logins: { admin: number; planner: number; employee: number },
): Promise<void> {
  const today = todayIso();
  const ids = await seedOwner(
    tx,
    owners.demo,
    ['Demo Schoonmaak B.V.', 'Demo Glazenwassers B.V.'],
    people(today),
    today,
  );
  await seedOwner(tx, owners.second, ['Tweede Vestiging B.V.'], secondOwnerPeople(), today);
  const link = async (userId: number, employeeId: number | undefined) => {
    if (!employeeId) return;
    await tx
      .update(ownerUsers)
      .set({ employeeId })
      .where(and(eq(ownerUsers.ownerId, owners.demo), eq(ownerUsers.userId, userId)));
  };
  await link(logins.planner, ids[9]);
  await link(logins.employee, ids[0]);
  const [author] = await tx
    .select({ id: ownerUsers.id })
    .from(ownerUsers)
    .where(and(eq(ownerUsers.ownerId, owners.demo), eq(ownerUsers.userId, logins.admin)));
  const first = ids[0];
  if (!first) return;
  await tx.insert(employeeNotes).values([
    {
      ownerId: owners.demo,
      employeeId: first,
      kind: 3,
      rating: 10,
      date: addDays(today, -60),
      text: 'Functioneringsgesprek: zeer tevreden klant bij kantoorpand Oudegracht.',
      createdBy: author?.id ?? 0,
    },
    {
      ownerId: owners.demo,
      employeeId: first,
      kind: 5,
      rating: 15,
      date: addDays(today, -10),
      text: 'Nieuwe werkkleding uitgereikt (polo maat M, jas maat M).',
      createdBy: author?.id ?? 0,
    },
  ]);
}
