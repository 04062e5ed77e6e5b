import { and, eq, inArray } from 'drizzle-orm';
import { customers, invoices, owners, paymentBatches, purchases, suppliers } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import type { GeoQuery } from '../../../platform/geo.ts';
import { settlementAccount } from './batch-account.ts';
import { batchItems } from './batch-queries.ts';
import { type SepaParty, sepaCreditTransfer } from './sepa-document.ts';

// Gathers a batch's file: the paying account (still with BIC and IBAN), the owner's name, and each creditor's
// address from its supplier or customer as it is now.

type AddressRow = GeoQuery & { name: string };

const party = (row: AddressRow): SepaParty => ({
  name: row.name,
  street: row.address,
  buildingNumber: `${row.houseNumber}${row.houseAddition ? ` ${row.houseAddition}` : ''}`.trim(),
  postalCode: row.postalCode,
  city: row.city,
  country: row.country,
});

const addressColumns = <T extends typeof suppliers | typeof customers>(table: T) => ({
  name: table.name,
  address: table.address,
  houseNumber: table.houseNumber,
  houseAddition: table.houseAddition,
  postalCode: table.postalCode,
  city: table.city,
  country: table.country,
});

async function creditorsOf(ctx: CallContext, purchaseIds: number[], invoiceIds: number[]) {
  const { tx, ownerId } = ctx;
  const byPurchase = purchaseIds.length
    ? await tx
        .select({ id: purchases.id, ...addressColumns(suppliers) })
        .from(purchases)
        .innerJoin(suppliers, and(eq(suppliers.ownerId, purchases.ownerId), eq(suppliers.id, purchases.supplierId)))
        .where(and(eq(purchases.ownerId, ownerId), inArray(purchases.id, purchaseIds)))
    : [];
  const byInvoice = invoiceIds.length
    ? await tx
        .select({ id: invoices.id, ...addressColumns(customers) })
        .from(invoices)
        .innerJoin(customers, and(eq(customers.ownerId, invoices.ownerId), eq(customers.id, invoices.customerId)))
        .where(and(eq(invoices.ownerId, ownerId), inArray(invoices.id, invoiceIds)))
    : [];
  return {
    purchase: new Map(byPurchase.map((row) => [row.id, party(row)])),
    invoice: new Map(byInvoice.map((row) => [row.id, party(row)])),
  };
}

/** paymentBatchSepa: the batch's pain.001 file, named after its number and version. */
export async function batchSepaFile(ctx: CallContext, id: number) {
  const { tx, ownerId } = ctx;
  const [batch] = await tx
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.ownerId, ownerId), eq(paymentBatches.id, id)));
  if (!batch) throw fail('record.notFound', { entity: 'Payment batch', id });
  const account = await settlementAccount(tx, ownerId, batch.accountId);
  const [owner] = await tx.select({ name: owners.name }).from(owners).where(eq(owners.id, ownerId));
  const items = await batchItems(tx, ownerId, id);
  const creditors = await creditorsOf(
    ctx,
    items.map((item) => item.purchaseId).filter((purchaseId) => purchaseId > 0),
    items.map((item) => item.invoiceId).filter((invoiceId) => invoiceId > 0),
  );
  const nameOnly = (name: string): SepaParty => ({
    name,
    street: '',
    buildingNumber: '',
    postalCode: '',
    city: '',
    country: '',
  });
  const version = account.painVersion === 3 ? 3 : 9;
  // The same batch unchanged gives the same message id (a bank refuses a file sent twice); a changed one a new id.
  const messageId = `PB${ownerId}-${batch.id}-${Math.floor(batch.updatedAt.getTime() / 1000).toString(36)}`;
  const xml = sepaCreditTransfer({
    version,
    messageId,
    paymentInfoId: `PB${ownerId}-${batch.id}`,
    createdAt: new Date(),
    executionDate: batch.executionDate,
    debtor: { name: owner?.name ?? '', iban: account.iban, bic: account.bic },
    transfers: items.map((item) => ({
      endToEndId: item.endToEndId,
      amount: item.amount,
      iban: item.iban,
      bic: item.bic,
      creditor: {
        ...((item.purchaseId > 0 ? creditors.purchase.get(item.purchaseId) : creditors.invoice.get(item.invoiceId)) ??
          nameOnly(item.name)),
        name: item.name,
      },
      remittance: item.remittance,
    })),
  });
  return {
    bytes: Buffer.from(xml, 'utf8'),
    fileName: `SEPA batch ${batch.number} pain.001.001.0${version}.xml`,
    mimeType: 'application/xml',
  };
}
