import {
  ZDistrict,
  ZFlexFieldProject,
  ZMachineType,
  ZPurchaseCategory,
  ZPurchaseType,
  ZVatCode,
  ZWorkType,
} from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { owners } from '../db/schema/index.ts';

/** Numbers the items from 1 and fills the schema's defaults, as saveDistrict and friends would have. */
const numbered = <S extends z.ZodType>(schema: S, items: Record<string, unknown>[]): z.infer<S>[] =>
  items.map((item, index) => schema.parse({ ...item, id: index + 1 }));

const DISTRICTS = ['Binnenstad', 'Oost', 'West', 'Leidsche Rijn', 'Overvecht'].map((name) => ({ name }));
const MACHINE_TYPES = ['Schrobmachine', 'Stofzuiger', 'Hogedrukreiniger'].map((name) => ({ name }));
// Rates in hundredths of a percent; the expired code shows how an old rate stays readable on old invoices.
// Their VAT return rubrics: sales at 21 % in 1a, at 9 % (and the old 6 %) in 1b, reverse-charged sales (a
// subcontractor's) in 1e; purchases' VAT deducted in 5b, reverse-charged purchases declared in 2a.
const VAT_CODES = [
  { name: '21% hoog', percentage: 2100, salesRubric: '1a', purchaseRubric: '5b' },
  { name: '9% laag', percentage: 900, salesRubric: '1b', purchaseRubric: '5b' },
  { name: '0% verlegd', percentage: 0, reverseCharge: 1, salesRubric: '1e', purchaseRubric: '2a' },
  { name: '6% laag (oud)', percentage: 600, validUntil: '2019-01-01', salesRubric: '1b', purchaseRubric: '5b' },
];
// Hour rates in cents.
const WORK_TYPES = [
  { name: 'Schoonmaak kantoor', hourRate: 3450, vatCodeId: 1 },
  { name: 'Glasbewassing', hourRate: 4200, vatCodeId: 1 },
  { name: 'Dieptereiniging', hourRate: 5100, vatCodeId: 1 },
  { name: 'Sanitair', hourRate: 3600, vatCodeId: 1 },
  { name: 'Vloeronderhoud (oud)', hourRate: 3900, vatCodeId: 1, validUntil: '2024-01-01' },
];
// What purchase rows are booked as (VAT code ids as above: 1 high, 3 reverse-charged) and how purchases are grouped.
const PURCHASE_TYPES = [
  { name: 'Schoonmaakmiddelen', vatCodeId: 1 },
  { name: 'Machines en onderhoud', vatCodeId: 1 },
  { name: 'Onderaanneming', vatCodeId: 3 },
  { name: 'Kantoorkosten (oud)', vatCodeId: 1, validUntil: '2024-01-01' },
];
const PURCHASE_CATEGORIES = ['Schoonmaakmiddelen', 'Machines', 'Onderaanneming', 'Kantoor'].map((name) => ({ name }));
const FLEX_FIELDS = [
  { name: 'Alarmcode locatie', kind: 1, order: 1 },
  { name: 'Parkeren op eigen terrein', kind: 3, order: 2 },
];

/** Demo owner settings lists (districts, machine types, VAT codes, work and purchase types, purchase categories, flex fields). */
export async function seedDemoLists(tx: Db, ownerId: number): Promise<void> {
  const lists = {
    districts: numbered(ZDistrict, DISTRICTS),
    machineTypes: numbered(ZMachineType, MACHINE_TYPES),
    vatCodes: numbered(ZVatCode, VAT_CODES),
    workTypes: numbered(ZWorkType, WORK_TYPES),
    purchaseTypes: numbered(ZPurchaseType, PURCHASE_TYPES),
    purchaseCategories: numbered(ZPurchaseCategory, PURCHASE_CATEGORIES),
  };
  // Merged into the settings document: the owner's other settings stay.
  await tx
    .update(owners)
    .set({
      settings: sql`${owners.settings} || ${JSON.stringify(lists)}::jsonb`,
      flexFieldsProjects: numbered(ZFlexFieldProject, FLEX_FIELDS),
    })
    .where(eq(owners.id, ownerId));
}
