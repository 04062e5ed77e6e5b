import {
  INVOICE_STATUS,
  invoiceExpiryDate,
  invoiceRecipient,
  invoiceTotals,
  paymentReferenceFor,
  type TInvoiceSentEvent,
  ZInvoiceRow,
  ZPdfTemplate,
} from '@backoffice/domain';
import { addDays, endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, invoices, owners, paymentConnects, payments, pdfTemplates, projects } from '../db/schema/index.ts';
import { type CustomerRow, findCustomerRow } from '../modules/customers/index.ts';
import { invoiceAddress } from '../modules/sales/index.ts';

// Demo invoices of the first owner (issue 6): four months of monthly cleaning invoices, most paid, some open and past
// their expiry date (red on the open-invoices screen), and drafts of this month. Work types and VAT
// codes are those of demo-lists.ts (1 office cleaning € 34,50, 2 windows € 42,00, 4 sanitary € 36,00; VAT 1 21 %,
// 2 9 %). PDFs are made when an invoice is first opened or sent.

type Kind = 'paid' | 'open' | 'unsent' | 'draft';

/** Per month back (3 … 0) the fate of each customer's invoice, by the customer's place in number order. */
const PLAN: Record<number, Kind[]> = {
  3: ['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid'],
  2: ['paid', 'paid', 'open', 'paid', 'paid', 'open', 'paid', 'paid'],
  1: ['paid', 'open', 'open', 'paid', 'open', 'open', 'paid', 'open'],
  0: ['unsent', 'draft', 'unsent', 'draft', 'unsent', 'unsent', 'draft', 'unsent'],
};
const MONTHS_NL = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

function monthStart(today: string, back: number): string {
  let date = startOfMonth(today);
  for (let i = 0; i < back; i++) date = startOfMonth(addDays(date, -1));
  return date;
}

function rowsFor(index: number, month: string, customer: CustomerRow) {
  const name = MONTHS_NL[Number(month.slice(5, 7)) - 1] ?? '';
  const privateHome = customer.clientType === 2;
  const rows = [
    { description: `Schoonmaak ${name}`, workTypeId: 1, units: 1200 + index * 350, unitPrice: 3450 },
    ...(index % 3 === 0
      ? [{ description: 'Glasbewassing binnen en buiten', workTypeId: 2, units: 300, unitPrice: 4200 }]
      : []),
    ...(index % 4 === 1
      ? [{ description: 'Sanitair extra', workTypeId: 4, units: 150 + index * 25, unitPrice: 3600 }]
      : []),
  ];
  // Cleaning a private home is taxed at the low rate.
  const vatCode = privateHome ? 2 : 1;
  return rows.map((row, i) =>
    ZInvoiceRow.parse({ ...row, vatCode, vatPercentage: privateHome ? 900 : 2100, invoiceOrder: 2000 + i }),
  );
}

/** The demo's invoice layout: its active invoice PDF template. */
const { id: _new, ...INVOICE_TEMPLATE } = ZPdfTemplate.parse({
  type: 1,
  footer: 'Demo Schoonmaak B.V. · Stationsplein 1, 3511 ED Utrecht · kantoor@demo.test',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
});

/** The demo's invoice texts (owner settings invoiceTexts). */
const INVOICE_SETTINGS = {
  invoiceTexts: {
    nlTop:
      'Geachte relatie,\n\nHierbij ontvangt u factuur {invoiceNumber} voor de schoonmaakwerkzaamheden van {period}.',
    nlBottom: 'Vragen over deze factuur? Mail naar kantoor@demo.test en vermeld factuurnummer {invoiceNumber}.',
    nlTopC: 'Hierbij ontvangt u een creditfactuur voor {customerName}.',
    enTop: 'Dear customer,\n\nPlease find invoice {invoiceNumber} for our cleaning services of {period}.',
  },
};

export async function seedDemoInvoices(tx: Db, ownerId: number): Promise<void> {
  const today = todayIso();
  await tx
    .update(owners)
    .set({ settings: sql`${owners.settings} || ${JSON.stringify(INVOICE_SETTINGS)}::jsonb` })
    .where(eq(owners.id, ownerId));
  await tx.insert(pdfTemplates).values({ ...INVOICE_TEMPLATE, ownerId });
  const list = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.deleted, 0), eq(customers.isManager, 0)))
    .orderBy(asc(customers.number))
    .limit(8);
  const projectRows = await tx
    .select({ id: projects.id, customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.deleted, 0)))
    .orderBy(asc(projects.id));
  let number = Number(monthStart(today, 3).slice(0, 4)) * 1000;

  for (const back of [3, 2, 1, 0]) {
    const month = monthStart(today, back);
    for (const [index, { id }] of list.entries()) {
      const kind = PLAN[back]?.[index] ?? 'draft';
      const customer = await findCustomerRow(tx, ownerId, id);
      if (!customer) continue;
      const management =
        customer.managementId && customer.overrideManagementEmail < 1
          ? await findCustomerRow(tx, ownerId, customer.managementId)
          : undefined;
      // Invoiced on the last days of the month, in customer order (numbers follow dates); this month's up to today.
      const last = back === 0 ? today : endOfMonth(month);
      const candidate = addDays(last, index - (list.length - 1));
      const invoiceDate = candidate < month ? month : candidate;
      const rows = rowsFor(index, month, customer);
      const totals = invoiceTotals(rows);
      const projectId = projectRows.find((project) => project.customerId === id)?.id ?? 0;
      const draft = kind === 'draft';
      const expiryDate = invoiceExpiryDate(invoiceDate, customer.paymentDays);
      const payDay = addDays(invoiceDate, Math.max(1, customer.paymentDays - 3 + (index % 3) * 4));
      // A payment due after today has not come in yet: that invoice is still open.
      const paidDate = kind === 'paid' && payDay <= today ? payDay : null;
      const sent: TInvoiceSentEvent[] =
        draft || kind === 'unsent'
          ? []
          : [
              {
                date: addDays(invoiceDate, 1),
                at: `${addDays(invoiceDate, 1)}T09:00:00.000Z`,
                method: invoiceRecipient(customer, management) ? 'email' : 'paper',
                to: invoiceRecipient(customer, management),
                by: 0,
                mailId: 0,
              },
            ];
      const [invoice] = await tx
        .insert(invoices)
        .values({
          ownerId,
          number: draft ? null : ++number,
          paymentReference: draft ? null : paymentReferenceFor(ownerId, number),
          customerId: id,
          projectId,
          invoiceDate,
          bookDate: draft ? null : invoiceDate,
          expiryDate,
          paymentDays: customer.paymentDays,
          status: draft ? INVOICE_STATUS.draft : INVOICE_STATUS.invoiced,
          amountExVat: totals.amountExVat,
          amountInclVat: totals.amountInclVat,
          amountOpen: draft || paidDate ? 0 : totals.amountInclVat,
          vatAmounts: totals.vatAmounts,
          rows,
          address: draft ? {} : invoiceAddress(customer, management),
          locale: customer.locale,
          period: `${MONTHS_NL[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
          startPeriod: month,
          endPeriod: endOfMonth(month),
          sent,
          paidDate,
        })
        .returning({ id: invoices.id });
      if (!invoice || !paidDate) continue;
      await pay(tx, ownerId, {
        invoiceId: invoice.id,
        customerId: id,
        amount: totals.amountInclVat,
        date: paidDate,
        number,
      });
    }
  }
}

async function pay(
  tx: Db,
  ownerId: number,
  p: { invoiceId: number; customerId: number; amount: number; date: string; number: number },
): Promise<void> {
  const [payment] = await tx
    .insert(payments)
    .values({ ownerId, date: p.date, amount: p.amount, customerId: p.customerId, description: `Factuur ${p.number}` })
    .returning({ id: payments.id });
  if (!payment) throw new Error('seeding a payment failed');
  await tx
    .insert(paymentConnects)
    .values({ ownerId, paymentId: payment.id, invoiceId: p.invoiceId, amount: p.amount, verified: 1 });
}
