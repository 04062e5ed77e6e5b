import { z } from 'zod';
import { zFlag, zLine, zOptionalDate } from '../api/fields.ts';
import { diffDays } from '../dates.ts';

// Accounts receivable (spec 001 §7 accountReceivable): what each customer owed on a date, by how long it was overdue.

/** Days past the expiry date on the report's date: not due yet, 1-30, 31-60, 61-90, more than 90. */
export const AGING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of an open invoice on `date`; an invoice without an expiry date is due on its invoice date. */
export function agingBucket(invoiceDate: string, expiryDate: string | null, date: string): AgingBucket {
  const overdue = diffDays(expiryDate ?? invoiceDate, date);
  if (overdue <= 0) return 'notDue';
  if (overdue <= 30) return 'days1to30';
  if (overdue <= 60) return 'days31to60';
  if (overdue <= 90) return 'days61to90';
  return 'over90';
}

export const ZAccountReceivableRequest = z.object({
  /** The day the open items are counted on (today when left out). */
  date: zOptionalDate.default(null),
  exportExcel: zFlag.default(0),
  /** The export's column titles in the user's language, by column key (English when left out). */
  titles: z.record(z.string(), zLine(100)).default({}),
  /** The export's file and sheet name in the user's language. */
  name: zLine(60).default(''),
});

const amounts = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
  AgingBucket,
  z.ZodNumber
>;

/** One customer's open items on the date, in cents per aging bucket. */
const ZReceivableRow = z.object({
  customerId: z.number().int(),
  customerNumber: z.number().int(),
  customerName: z.string(),
  invoices: z.number().int(),
  ...amounts,
  total: z.number().int(),
});
export type TReceivableRow = z.infer<typeof ZReceivableRow>;

export const ZAccountReceivable = z.object({
  date: z.string(),
  rows: z.array(ZReceivableRow),
  totals: ZReceivableRow.omit({ customerId: true, customerNumber: true, customerName: true }),
});
export type TAccountReceivable = z.infer<typeof ZAccountReceivable>;

/** An invoice with something open on the date. */
export interface OpenItem {
  customerId: number;
  customerNumber: number;
  customerName: string;
  invoiceDate: string;
  expiryDate: string | null;
  open: number;
}

const emptyAmounts = () =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;

/** Open items → one row per customer (by name, then number) and the totals; amounts add up to the cent. */
export function receivableRows(items: readonly OpenItem[], date: string): TAccountReceivable {
  const byCustomer = new Map<number, TReceivableRow>();
  const totals = { invoices: 0, ...emptyAmounts(), total: 0 };
  for (const item of items) {
    let row = byCustomer.get(item.customerId);
    if (!row) {
      row = {
        customerId: item.customerId,
        customerNumber: item.customerNumber,
        customerName: item.customerName,
        invoices: 0,
        ...emptyAmounts(),
        total: 0,
      };
      byCustomer.set(item.customerId, row);
    }
    const bucket = agingBucket(item.invoiceDate, item.expiryDate, date);
    for (const target of [row, totals]) {
      target.invoices += 1;
      target[bucket] += item.open;
      target.total += item.open;
    }
  }
  const rows = [...byCustomer.values()].sort(
    (a, b) => a.customerName.localeCompare(b.customerName) || a.customerNumber - b.customerNumber,
  );
  return { date, rows, totals };
}
