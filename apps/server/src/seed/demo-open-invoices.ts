import { DEFAULT_REMINDER_TEXTS, daysOpen, daysOverTime, fillEmail, paymentReferenceFor } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { and, asc, between, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, invoiceReminders, invoices, owners, projects } from '../db/schema/index.ts';
import { seedEmailTemplates } from '../modules/sales/index.ts';

// Open invoices for the demo's open-invoices screen and payment charts, and every owner's reminder templates. The
// invoices are made only while the owner has no invoiced invoice (the invoicing seed may have made real ones).

interface OpenDemo {
  customer: number;
  daysAgo: number;
  inclVat: number;
  open?: number;
  /** Days ago of an earlier first reminder. */
  remindedDaysAgo?: number;
}

const OPEN: OpenDemo[] = [
  { customer: 1001, daysAgo: 75, inclVat: 145_200 },
  { customer: 1002, daysAgo: 40, inclVat: 36_300 },
  { customer: 1004, daysAgo: 35, inclVat: 24_200 },
  { customer: 1005, daysAgo: 50, inclVat: 30_250, remindedDaysAgo: 20 },
  { customer: 1006, daysAgo: 20, inclVat: 544_500 },
  { customer: 1008, daysAgo: 60, inclVat: 217_800, open: 100_000 },
  { customer: 1010, daysAgo: 16, inclVat: 18_150 },
  { customer: 1012, daysAgo: 10, inclVat: 72_600 },
];

/** Paid invoices of the last eleven months: days to pay around each customer's term. */
const PAYERS: { customer: number; lateBy: number[] }[] = [
  { customer: 1001, lateBy: [-5, 2, 10, -8, 0, 15, -3, 4, 21, -10, 6] },
  { customer: 1002, lateBy: [-2, -4, 1, 0, -6, 3, -1, -3, 8, 2, -5] },
  { customer: 1006, lateBy: [12, 20, 5, 31, 9, 14, 25, 3, 18, 7, 22] },
  { customer: 1010, lateBy: [0, -1, 2, 5, -2, 1, 9, 0, -3, 4, 1] },
];

export async function seedDemoOpenInvoices(tx: Db, ownerIds: number[]): Promise<void> {
  for (const ownerId of ownerIds) await seedEmailTemplates(tx, ownerId);
  const ownerId = ownerIds[0];
  if (ownerId === undefined) return;
  const [invoiced] = await tx
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.ownerId, ownerId), gt(invoices.status, 0)));
  if ((invoiced?.n ?? 0) > 0) return;

  const today = todayIso();
  const customerRows = await tx
    .select({
      id: customers.id,
      number: customers.number,
      name: customers.name,
      paymentDays: customers.paymentDays,
      email: customers.invoiceToEmail,
    })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), between(customers.number, 1001, 1012)));
  const projectRows = await tx
    .select({ id: projects.id, customerId: projects.customerId })
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(asc(projects.id));
  const [owner] = await tx.select({ name: owners.name }).from(owners).where(eq(owners.id, ownerId));
  let number = Number(today.slice(0, 4)) * 1000;

  const invoice = (customerNumber: number, invoiceDate: string, inclVat: number, open: number) => {
    const customer = customerRows.find((row) => row.number === customerNumber);
    if (!customer) throw new Error(`demo customer ${customerNumber} missing`);
    const exVat = Math.round(inclVat / 1.21);
    const projectId = projectRows.find((row) => row.customerId === customer.id)?.id ?? 0;
    number++;
    return {
      customer,
      values: {
        ownerId,
        number,
        paymentReference: paymentReferenceFor(ownerId, number),
        customerId: customer.id,
        projectId,
        invoiceDate,
        bookDate: invoiceDate,
        expiryDate: addDays(invoiceDate, customer.paymentDays),
        paymentDays: customer.paymentDays,
        status: 1,
        amountExVat: exVat,
        amountInclVat: inclVat,
        amountOpen: open,
        vatAmounts: [{ vatCode: 'high', percentage: 2100, base: exVat, vat: inclVat - exVat }],
        rows: [
          {
            id: `demo-${number}`,
            projectId,
            rowDate: invoiceDate,
            units: 100,
            unitPrice: exVat,
            description: 'Schoonmaakwerkzaamheden',
            invoiceOrder: 2000,
          },
        ],
        sent: [{ date: invoiceDate, by: 0, to: customer.email, method: customer.email ? 'email' : 'paper' }],
        paidDate: open === 0 ? addDays(invoiceDate, customer.paymentDays) : null,
      },
    };
  };

  const paid = PAYERS.flatMap(({ customer, lateBy }) =>
    lateBy.map((late, index) => {
      // Every 26 days back from 65 days ago: paid by now even when 30 days late.
      const made = invoice(customer, addDays(today, -26 * (11 - index) - 65), 60_500 + index * 1_210, 0);
      made.values.paidDate = addDays(made.values.invoiceDate, Math.max(1, made.customer.paymentDays + late));
      return made.values;
    }),
  );
  const open = OPEN.map((demo) => ({
    demo,
    made: invoice(demo.customer, addDays(today, -demo.daysAgo), demo.inclVat, demo.open ?? demo.inclVat),
  }));
  await tx.insert(invoices).values(paid);
  const inserted = await tx
    .insert(invoices)
    .values(open.map(({ made }) => made.values))
    .returning({ id: invoices.id, number: invoices.number });

  for (const [index, { demo, made }] of open.entries()) {
    const row = inserted[index];
    if (demo.remindedDaysAgo === undefined || !row) continue;
    const reminderDate = addDays(today, -demo.remindedDaysAgo);
    const { subject, body } = fillEmail(
      DEFAULT_REMINDER_TEXTS.nl.reminder_1,
      {
        invoiceNumber: made.values.number,
        invoiceDate: made.values.invoiceDate,
        expiryDate: made.values.expiryDate,
        amountInclVat: made.values.amountInclVat,
        amountOpen: made.values.amountOpen,
        paymentTerm: made.values.paymentDays,
        daysOverdue: daysOverTime(daysOpen(made.values.invoiceDate, reminderDate), made.values.paymentDays),
        customerName: made.customer.name,
        companyName: owner?.name ?? '',
      },
      'nl',
    );
    await tx.insert(invoiceReminders).values({
      ownerId,
      invoiceId: row.id,
      customerId: made.customer.id,
      address: made.customer.email,
      reminderDate,
      level: 1,
      template: 'reminder_1',
      subject,
      text1: body,
    });
  }
}
