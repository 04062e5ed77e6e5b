import {
  errorMessage,
  formatPaymentReference,
  IMPORT_TEXTS,
  INVOICE_IMPORT_CALLS,
  INVOICE_STATUS,
  importedAmounts,
  importedPaymentReference,
  ownReferenceNumber,
  type TImportInvoice,
  type TVatCode,
  type TWorkType,
  ZImportInvoice,
} from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type AuditEntry, createdChanges } from '../../../platform/audit.ts';
import { type ImportDefinition, type RowIssue, zodRowIssues } from '../../../platform/imports/define.ts';
import { lockOwnerSequence } from '../../../platform/sequences.ts';
import { salesSettingsOf } from '../../settings/index.ts';
import { salesLists } from '../invoices/owner-data.ts';

// Sales/ImportInvoices: invoices from another system, stored as invoiced with their own number, dates and amounts.
// Nothing is numbered, rendered or mailed; the invoice address is read from the customer when shown (address {}).
// Each gets a payment reference as an invoiced invoice does (the file's own when valid), unique per owner.

interface Lookups {
  customers: Map<number, { id: number; paymentDays: number }>;
  vatCodes: TVatCode[];
  workTypes: TWorkType[];
  /** The default sales type of the Sales general settings (0 none): an imported row names no sales type. */
  defaultWorkTypeId: number;
}

const intArray = (values: Iterable<number>) => `{${[...new Set(values)].join(',')}}`;

async function lookups(tx: Db, ownerId: number, rows: readonly TImportInvoice[]): Promise<Lookups> {
  const found = await queryRows<{ id: number; number: number; paymentDays: number }>(
    tx,
    sql`select id, number, payment_days as "paymentDays" from customers
      where owner_id = ${ownerId} and deleted = 0 and number = any(${intArray(rows.map((r) => r.customerNumber))}::int[])`,
  );
  const lists = await salesLists(tx, ownerId);
  const { workTypeId } = await salesSettingsOf(tx, ownerId);
  return { customers: new Map(found.map((c) => [c.number, c])), ...lists, defaultWorkTypeId: workTypeId };
}

/**
 * The VAT code of the rate (a live one first: an old invoice may carry a rate since ended) and the sales type: the
 * default one of the Sales general settings, else one of that VAT code, else the first live one.
 */
function vatAndSalesType(l: Lookups, rate: number) {
  const codes = l.vatCodes.filter((code) => code.percentage === rate && !code.deleted);
  const code = codes.find((c) => !c.validUntil || c.validUntil > new Date().toISOString().slice(0, 10)) ?? codes[0];
  const live = l.workTypes.filter((type) => !type.deleted);
  const workType =
    live.find((type) => type.id === l.defaultWorkTypeId) ??
    live.find((type) => code && type.vatCodeId === code.id) ??
    live[0];
  return { code, workType };
}

/**
 * The payment reference of each row (importedPaymentReference) that is already an invoice's, or twice in the list,
 * or of the owner's own form for another number (invoicing would give it to that invoice): that row.
 */
async function referenceIssues(tx: Db, ownerId: number, rows: readonly TImportInvoice[]): Promise<RowIssue[]> {
  const references = rows.map((row) => importedPaymentReference(ownerId, row));
  const given = references.filter((reference): reference is string => reference !== null);
  const holders = new Map(
    (
      await queryRows<{ reference: string; number: number | null }>(
        tx,
        sql`select payment_reference as reference, number from invoices where owner_id = ${ownerId}
          and payment_reference = any(${`{${given.join(',')}}`}::text[])`,
      )
    ).map((row) => [row.reference, row.number === null ? '-' : String(row.number)]),
  );
  const issues: RowIssue[] = [];
  references.forEach((reference, index) => {
    const row = rows[index] as TImportInvoice;
    if (reference === null) return;
    const path = `${index}.paymentReference`;
    const shown = formatPaymentReference(reference);
    const holder = holders.get(reference);
    const own = ownReferenceNumber(ownerId, reference);
    if (holder !== undefined)
      issues.push({
        path,
        message: errorMessage('invoiceImport.paymentReferenceTaken', { reference: shown, number: holder }),
      });
    else if (own !== null && own !== row.number)
      issues.push({
        path,
        message: errorMessage('invoiceImport.paymentReferenceOwn', { reference: shown, number: own }),
      });
    // A refused reference is not taken: the rows after it are judged without it.
    else holders.set(reference, String(row.number));
  });
  return issues;
}

export const invoiceImport: ImportDefinition<TImportInvoice, Lookups> = {
  kind: 'invoices',
  call: INVOICE_IMPORT_CALLS.insertInvoices,
  max: 10_000,

  parseRow(item) {
    if (typeof item === 'object' && item !== null && 'id' in item && Number((item as { id: unknown }).id))
      return { issues: [{ path: 'id', message: IMPORT_TEXTS.newOnly }] };
    const parsed = ZImportInvoice.safeParse(item);
    return parsed.success ? { row: parsed.data } : { issues: zodRowIssues(parsed.error) };
  },

  // A number in use (live, deleted or a draft's) or twice in the list, an unknown customer or VAT rate: that row.
  async check(tx, ownerId, rows) {
    const issues: RowIssue[] = [];
    const taken = new Set(
      (
        await queryRows<{ number: number }>(
          tx,
          sql`select number from invoices where owner_id = ${ownerId}
            and number = any(${intArray(rows.map((r) => r.number))}::int[])`,
        )
      ).map((row) => row.number),
    );
    const l = await lookups(tx, ownerId, rows);
    rows.forEach((row, index) => {
      if (taken.has(row.number))
        issues.push({
          path: `${index}.number`,
          message: errorMessage('invoiceImport.numberExists', { number: row.number }),
        });
      taken.add(row.number);
      if (!l.customers.has(row.customerNumber))
        issues.push({
          path: `${index}.customerNumber`,
          message: errorMessage('invoiceImport.customerNotFound', { number: row.customerNumber }),
        });
      const { code, workType } = vatAndSalesType(l, row.vatPercentage);
      if (!code)
        issues.push({
          path: `${index}.vatPercentage`,
          message: errorMessage('invoiceImport.vatRateUnknown', { rate: row.vatPercentage / 100 }),
        });
      else if (!workType) issues.push({ path: String(index), message: errorMessage('invoiceImport.noSalesType') });
    });
    return [...issues, ...(await referenceIssues(tx, ownerId, rows))];
  },

  // Invoicing waits while the numbers are checked and written: the next number follows the highest imported one.
  async highest(tx, ownerId) {
    await lockOwnerSequence(tx, ownerId, 'invoice');
    return 0;
  },

  // The customers, VAT codes and sales types the plan needs (check() reads them again in the write transaction).
  prepare: (app, rows, _progress, ownerId) => withTenant(app.database, ownerId, (tx) => lookups(tx, ownerId, rows)),

  async plan({ ownerId, userId, allocate, turn }, rows, l) {
    if (!l) throw new Error('invoice import: planned without its lookups');
    const ids = await allocate(invoices, rows.length);
    const records: object[] = [];
    const audit: AuditEntry[] = [];
    for (const [index, row] of rows.entries()) {
      const customer = l.customers.get(row.customerNumber);
      const { code, workType } = vatAndSalesType(l, row.vatPercentage);
      const { amountExVat, vat, amountInclVat } = importedAmounts(row);
      const id = ids[index] as number;
      const paymentDays = customer?.paymentDays ?? 0;
      const values = {
        number: row.number,
        customerId: customer?.id ?? 0,
        invoiceDate: row.invoiceDate,
        bookDate: row.invoiceDate,
        expiryDate: row.expiryDate ?? addDays(row.invoiceDate, paymentDays),
        paymentDays,
        status: INVOICE_STATUS.invoiced,
        paymentReference: importedPaymentReference(ownerId, row),
        amountExVat,
        amountInclVat,
        amountOpen: row.amountOpen,
        vatAmounts: [{ vatCode: code?.id ?? 0, percentage: row.vatPercentage, base: amountExVat, vat }],
        rows: [
          {
            id: globalThis.crypto.randomUUID(),
            description: row.description,
            units: 100,
            unitPrice: amountExVat,
            vatCode: code?.id ?? 0,
            vatPercentage: row.vatPercentage,
            workTypeId: workType?.id ?? 0,
            projectId: 0,
            confirmedEntryId: 0,
            workId: 0,
            invoiceOrder: 0,
            rowDate: null,
            confirmed: 0,
            deleted: 0,
            joinedRows: [],
          },
        ],
      };
      records.push({ ...values, ownerId, id });
      audit.push({
        ownerId,
        userId,
        entity: 'Invoice',
        entityId: id,
        action: 'import',
        changes: createdChanges(values),
      });
      await turn();
    }
    return { inserts: [{ table: invoices, rows: records }], audit, ids, warnings: [] };
  },
};
