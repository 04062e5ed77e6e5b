import { z } from 'zod';
import { addDays, startOfMonth } from '../dates.ts';

// A customer's payment behaviour (spec 001 §2, 002 §2): per paid invoice the days from invoice date to payment, shown
// as two line charts over the last 12 months.

/** One paid invoice as customerInvoiceLastPayments answers (spec 002 §3 Customer payment record). */
export const ZCustomerPaymentRecord = z.object({ invoice_date: z.string(), payment_after_days: z.number().int() });
export type TCustomerPaymentRecord = z.infer<typeof ZCustomerPaymentRecord>;

/** allCustomersAvgPaymentDays: per customer with paid invoices in the last 12 months. */
export const ZCustomerAvgPaymentDays = z.object({
  customerId: z.number().int(),
  averageDays: z.number(),
  invoices: z.number().int(),
});
export type TCustomerAvgPaymentDays = z.infer<typeof ZCustomerAvgPaymentDays>;

export interface PaymentMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Average days to pay of the invoices dated in the month (one decimal), null without paid invoices. */
  averageDays: number | null;
  /** Share of them paid later than the payment term, in whole percents; null without paid invoices. */
  latePercent: number | null;
  invoices: number;
}

/** The first day of the 12-month window that ends with the month of `today` ('2026-11-23' → '2025-12-01'). */
export function paymentWindowStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 11;
  const [y, m] = month > 0 ? [year, month] : [year - 1, month + 12];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The last 12 months, oldest first, ending with the month of `today`. */
export function paymentStatsByMonth(
  records: readonly TCustomerPaymentRecord[],
  paymentTerm: number,
  today: string,
): PaymentMonth[] {
  const months: string[] = [];
  for (let day = paymentWindowStart(today); months.length < 12; day = startOfMonth(addDays(day, 31))) {
    months.push(day.slice(0, 7));
  }
  return months.map((month) => {
    const paid = records.filter((record) => record.invoice_date.slice(0, 7) === month);
    if (paid.length === 0) return { month, averageDays: null, latePercent: null, invoices: 0 };
    const total = paid.reduce((sum, record) => sum + record.payment_after_days, 0);
    const late = paid.filter((record) => record.payment_after_days > paymentTerm).length;
    return {
      month,
      averageDays: round1(total / paid.length),
      latePercent: Math.round((late / paid.length) * 100),
      invoices: paid.length,
    };
  });
}

/** Average days to pay over all records (one decimal), null without any. */
export function averagePaymentDays(records: readonly TCustomerPaymentRecord[]): number | null {
  if (records.length === 0) return null;
  return round1(records.reduce((sum, record) => sum + record.payment_after_days, 0) / records.length);
}
