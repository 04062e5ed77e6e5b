import { type TSupplier, ZSupplierBankAccount } from '@backoffice/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

const supplierColumns = {
  id: suppliers.id,
  number: suppliers.number,
  name: suppliers.name,
  address: suppliers.address,
  houseNumber: suppliers.houseNumber,
  houseAddition: suppliers.houseAddition,
  postalCode: suppliers.postalCode,
  city: suppliers.city,
  country: suppliers.country,
  vatNumber: suppliers.vatNumber,
  cocNumber: suppliers.cocNumber,
  email: suppliers.email,
  phone: suppliers.phone,
  paymentDays: suppliers.paymentDays,
  purchaseType: suppliers.purchaseType,
  paymentType: suppliers.paymentType,
  subcontractor: suppliers.subcontractor,
  bankAccounts: suppliers.bankAccounts,
  remarks: suppliers.remarks,
  ledgerAccountId: suppliers.ledgerAccountId,
  deleted: suppliers.deleted,
};

type StoredSupplier = { [K in keyof typeof supplierColumns]: (typeof supplierColumns)[K]['_']['data'] };

/** The stored bank accounts in the schema's shape (jsonb keeps its own key order). */
const accountsOf = (stored: unknown) => ZSupplierBankAccount.array().catch([]).parse(stored);

const toSupplier = (row: StoredSupplier): TSupplier => ({
  ...row,
  paymentType: row.paymentType as TSupplier['paymentType'],
  bankAccounts: accountsOf(row.bankAccounts),
});

/** One supplier of the owner, deleted or not. */
export async function findSupplier(tx: Db, ownerId: number, id: number): Promise<TSupplier | undefined> {
  const [row] = await tx
    .select(supplierColumns)
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, id)));
  return row && toSupplier(row);
}

/** The owner's live suppliers by number. */
export async function listSuppliers(tx: Db, ownerId: number): Promise<TSupplier[]> {
  const rows = await tx
    .select(supplierColumns)
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.deleted, 0)))
    .orderBy(asc(suppliers.number), asc(suppliers.id));
  return rows.map(toSupplier);
}
