import {
  errorMessage,
  IMPORT_CALLS,
  type NewCustomerDefaultField,
  newCustomerDefaults,
  type TSalesSettings,
  ZCustomerSave,
} from '@backoffice/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { type AuditEntry, createdChanges } from '../../platform/audit.ts';
import { type GeoPoint, tryGeocode } from '../../platform/geo.ts';
import type { ImportDefinition, RowIssue } from '../../platform/imports/define.ts';
import { assignNumbers, parseNewRow, takenNumbers } from '../../platform/imports/numbered.ts';
import { rowWarnings } from '../../platform/imports/warnings.ts';
import { lockOwnerSequence } from '../../platform/sequences.ts';
import { salesSettingsOf } from '../settings/index.ts';

/** A row of the import: left-out payment days, joinInvoices and multiProjects are the owner's Sales settings. */
const ZImportedCustomer = ZCustomerSave;
type CustomerInput = z.infer<typeof ZImportedCustomer>;

/** What the job reads before its write: the geocoded addresses and the owner's defaults of a new customer. */
interface Prepared {
  points: (GeoPoint | null | undefined)[];
  defaults: Pick<TSalesSettings, NewCustomerDefaultField>;
}

/** The highest live customer number, under the owner's customer lock (held until the transaction ends). */
async function highestNumber(tx: Db, ownerId: number): Promise<number> {
  await lockOwnerSequence(tx, ownerId, 'customer');
  const [row] = await tx
    .select({ highest: max(customers.number) })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.deleted, 0)));
  return row?.highest ?? 0;
}

const needsGeocoding = (row: CustomerInput) => Boolean(row.address) && row.latitude === 0 && row.longitude === 0;

/**
 * insertCustomers (Sales/ImportCustomers): new customers only, numbers as saveCustomer gives them (a typed number
 * must be free, '<auto>' takes the highest plus one in row order), management companies must be live managers, and
 * addresses without coordinates are geocoded before the write.
 */
export const customerImport: ImportDefinition<CustomerInput, Prepared> = {
  kind: 'customers',
  call: IMPORT_CALLS.insertCustomers,
  max: 10_000,

  parseRow: (item) => parseNewRow(ZImportedCustomer, item),

  async check(tx, ownerId, rows) {
    const issues: RowIssue[] = [];
    const { clashes } = assignNumbers(rows, await highestNumber(tx, ownerId));
    const taken = await takenNumbers(tx, 'customers', ownerId, rows);
    rows.forEach((row, index) => {
      if (typeof row.number === 'number' && taken.has(row.number))
        issues.push({ path: String(index), message: errorMessage('customer.numberExists') });
    });
    for (const index of clashes) {
      if (!issues.some((issue) => issue.path === String(index)))
        issues.push({ path: String(index), message: errorMessage('customer.numberExists') });
    }
    const managementIds = [...new Set(rows.map((row) => row.managementId).filter((id) => id > 0))];
    if (managementIds.length > 0) {
      const managers = new Set(
        (
          await tx
            .select({ id: customers.id })
            .from(customers)
            .where(
              and(
                eq(customers.ownerId, ownerId),
                inArray(customers.id, managementIds),
                eq(customers.deleted, 0),
                eq(customers.isManager, 1),
              ),
            )
        ).map((row) => row.id),
      );
      rows.forEach((row, index) => {
        if (row.managementId > 0 && !managers.has(row.managementId))
          issues.push({ path: `${index}.managementId`, message: errorMessage('customer.managementNotFound') });
      });
    }
    return issues;
  },

  async prepare(app, rows, progress, ownerId) {
    const points: (GeoPoint | null | undefined)[] = [];
    for (const [index, row] of rows.entries()) {
      points.push(needsGeocoding(row) ? await tryGeocode(app.geo.geocoder, row) : undefined);
      await progress(index + 1);
    }
    const settings = await withTenant(app.database, ownerId, (tx) => salesSettingsOf(tx, ownerId));
    return { points, defaults: newCustomerDefaults(settings) };
  },

  highest: highestNumber,

  async plan({ ownerId, userId, highest, allocate, turn }, rows, prepared) {
    if (!prepared) throw new Error('customer import: planned without its lookups');
    const { points, defaults } = prepared;
    const { numbers } = assignNumbers(rows, highest);
    const ids = await allocate(customers, rows.length);
    const unplaced: number[] = [];
    const records: object[] = [];
    const audit: AuditEntry[] = [];
    for (const [index, row] of rows.entries()) {
      const { id: _id, number: _number, ...fields } = row;
      const point = points[index];
      if (point) Object.assign(fields, { latitude: point.lat, longitude: point.lng });
      else if (needsGeocoding(row)) unplaced.push(index + 1);
      const values = {
        ...fields,
        paymentDays: fields.paymentDays ?? defaults.paymentDays,
        joinInvoices: fields.joinInvoices ?? defaults.joinInvoices,
        multiProjects: fields.multiProjects ?? defaults.multiProjects,
        number: numbers[index] as number,
      };
      const id = ids[index] as number;
      records.push({ ...values, ownerId, id });
      audit.push({
        ownerId,
        userId,
        entity: 'Customer',
        entityId: id,
        action: 'create',
        changes: createdChanges(values),
      });
      await turn();
    }
    return {
      inserts: [{ table: customers, rows: records }],
      audit,
      ids,
      warnings: rowWarnings('geo.unplaced', unplaced),
    };
  },
};
