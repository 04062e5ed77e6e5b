import { purchaseDueDate, purchaseTotals, type TPurchaseSettings } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects, purchaseRows, purchases, suppliers } from '../db/schema/index.ts';
import { writeOwnerSetting } from '../modules/settings/index.ts';

// Demo purchases of the first owner (issue 18), on the suppliers of demo-suppliers.ts and the lists of demo-lists.ts
// (purchase types 1 cleaning agents, 2 machines, 3 subcontracting; categories the same order; VAT codes 1 21 %,
// 3 reverse-charged). Definitive ones are open, some past their due date: nothing is paid until payments exist
// (issue 19). One draft of this week waits to be made definitive. The Purchases settings name the defaults.

interface DemoRow {
  type: number;
  /** Place of the project in the order it was made (0 none). */
  project?: number;
  description: string;
  amount: number;
}

interface DemoPurchase {
  /** Supplier number (demo-suppliers.ts). */
  supplier: number;
  daysAgo: number;
  invoiceNo: string;
  category: number;
  definitive: boolean;
  rows: DemoRow[];
}

const VAT_HIGH = { vatCodeId: 1, vatPercentage: 2100, reverseCharge: 0 };
const VAT_REVERSE = { vatCodeId: 3, vatPercentage: 0, reverseCharge: 1 };

const PURCHASES: DemoPurchase[] = [
  {
    supplier: 1,
    daysAgo: 45,
    invoiceNo: 'SGU-24017',
    category: 1,
    definitive: true,
    rows: [
      { type: 1, description: 'Allesreiniger 5 L (24 stuks)', amount: 21_360 },
      { type: 1, description: 'Microvezeldoeken blauw (200 stuks)', amount: 9_800 },
    ],
  },
  {
    supplier: 3,
    daysAgo: 30,
    invoiceNo: '2026-118',
    category: 3,
    definitive: true,
    rows: [
      { type: 3, project: 1, description: 'Glasbewassing buitenzijde, oktober', amount: 64_000 },
      { type: 3, project: 2, description: 'Glasbewassing buitenzijde, oktober', amount: 38_500 },
    ],
  },
  {
    supplier: 2,
    daysAgo: 12,
    invoiceNo: 'KRT-558120',
    category: 2,
    definitive: true,
    rows: [{ type: 2, description: 'Onderhoud schrobzuigmachine BD 50/50', amount: 18_950 }],
  },
  {
    supplier: 1,
    daysAgo: 8,
    invoiceNo: 'SGU-24102',
    category: 1,
    definitive: true,
    rows: [
      { type: 1, description: 'Sanitairreiniger 1 L (48 stuks)', amount: 15_840 },
      { type: 1, project: 1, description: 'Vloerzeep 10 L voor de hal', amount: 4_790 },
    ],
  },
  {
    supplier: 3,
    daysAgo: 3,
    invoiceNo: '2026-131',
    category: 3,
    definitive: true,
    rows: [{ type: 3, project: 1, description: 'Glasbewassing buitenzijde, november', amount: 64_000 }],
  },
  {
    supplier: 1,
    daysAgo: 1,
    invoiceNo: 'SGU-24133',
    category: 1,
    definitive: false,
    rows: [{ type: 1, description: 'Glasreiniger 750 ml (36 stuks)', amount: 8_280 }],
  },
];

/** /Purchases/Settings: a new purchase starts as cleaning agents at 21 %, a subcontractor's rows reverse-charged. */
const SETTINGS: TPurchaseSettings = { purchaseTypeId: 1, categoryId: 1, vatCodeId: 1, reverseChargeVatCodeId: 3 };

export async function seedDemoPurchases(tx: Db, ownerId: number): Promise<void> {
  await writeOwnerSetting(tx, ownerId, 'purchaseSettings', SETTINGS);
  const supplierRows = await tx.select().from(suppliers).where(eq(suppliers.ownerId, ownerId));
  const projectIds = (
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, ownerId)).orderBy(asc(projects.id))
  ).map((project) => project.id);
  const today = todayIso();
  let number = 0;
  for (const demo of PURCHASES) {
    const supplier = supplierRows.find((row) => row.number === demo.supplier);
    if (!supplier) throw new Error(`demo supplier ${demo.supplier} missing`);
    // A subcontractor's work is reverse-charged (verlegde btw), as savePurchase defaults it.
    const vat = supplier.subcontractor ? VAT_REVERSE : VAT_HIGH;
    const rows = demo.rows.map((row) => ({
      purchaseTypeId: row.type,
      projectId: row.project ? (projectIds[row.project - 1] ?? 0) : 0,
      description: row.description,
      amount: row.amount,
      ...vat,
    }));
    const totals = purchaseTotals(rows);
    const invoiceDate = addDays(today, -demo.daysAgo);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        ownerId,
        number: demo.definitive ? ++number : 0,
        supplierId: supplier.id,
        invoiceNo: demo.invoiceNo,
        invoiceDate,
        bookDate: invoiceDate,
        dueDate: purchaseDueDate(invoiceDate, supplier.paymentDays),
        categoryId: demo.category,
        status: demo.definitive ? 1 : 0,
        ...totals,
        amountOpen: demo.definitive ? totals.amountInclVat : 0,
        bankAccounts: supplier.bankAccounts,
      })
      .returning({ id: purchases.id });
    if (!purchase) throw new Error('seeding a demo purchase failed');
    await tx
      .insert(purchaseRows)
      .values(rows.map((row, position) => ({ ownerId, purchaseId: purchase.id, position, ...row })));
  }
}
