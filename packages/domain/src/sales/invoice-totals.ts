// Invoice amounts in integer cents, with ONE rounding rule (the server stores what the web app shows live):
//
//   1. row amount  = units (hundredths) × unit price (cents) / 100, rounded half away from zero;
//   2. VAT per VAT code = that code's summed row amounts × percentage (hundredths of a percent) / 10,000, rounded half
//      away from zero — once per code, never per row, so ten rows of € 0,05 at 21 % give € 0,11 VAT, not 10 × € 0,01;
//   3. excl. VAT = Σ row amounts; incl. VAT = excl. VAT + Σ VAT per code.
//
// Half away from zero is symmetric: a credit invoice (negated prices) has exactly the negated amounts of its source.
// Products are computed in BigInt, so no binary floating point touches an amount.

/** n / d rounded half away from zero; d > 0. */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const quotient = (magnitude * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

const toSafeNumber = (value: bigint): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${value}`);
  return n;
};

/** Row amount in cents: units in hundredths (100 = 1.00) × unit price in cents. */
export function rowAmount(units: number, unitPrice: number): number {
  return toSafeNumber(divideRounded(BigInt(units) * BigInt(unitPrice), 100n));
}

/** VAT in cents on a base in cents at a rate in hundredths of a percent (2100 = 21 %). */
export function vatAmount(base: number, percentage: number): number {
  return toSafeNumber(divideRounded(BigInt(base) * BigInt(percentage), 10_000n));
}

/** What the totals need of a row: the server fills vatPercentage from the row's VAT code. */
export interface TotalsRow {
  units: number;
  unitPrice: number;
  vatCode: number;
  vatPercentage: number;
}

/** The VAT of one VAT code: its rate, the summed row amounts (base) and the VAT on them, in cents. */
export interface TVatAmount {
  vatCode: number;
  percentage: number;
  base: number;
  vat: number;
}

export interface TInvoiceTotals {
  amountExVat: number;
  vatAmounts: TVatAmount[];
  amountVat: number;
  amountInclVat: number;
}

/** One amount excl. VAT in cents at a VAT code: an invoice row, a purchase row. */
export interface VatLine {
  amount: number;
  vatCode: number;
  vatPercentage: number;
}

/** The totals of amounts at VAT codes by the rule above (VAT once per code); VAT lines by rate, highest first. */
export function vatTotals(lines: Iterable<VatLine>): TInvoiceTotals {
  const bases = new Map<number, { percentage: number; base: number }>();
  let amountExVat = 0;
  for (const line of lines) {
    amountExVat += line.amount;
    const entry = bases.get(line.vatCode) ?? { percentage: line.vatPercentage, base: 0 };
    entry.base += line.amount;
    bases.set(line.vatCode, entry);
  }
  const vatAmounts = [...bases.entries()]
    .map(([vatCode, { percentage, base }]) => ({ vatCode, percentage, base, vat: vatAmount(base, percentage) }))
    .sort((a, b) => b.percentage - a.percentage || a.vatCode - b.vatCode);
  const amountVat = vatAmounts.reduce((sum, line) => sum + line.vat, 0);
  return { amountExVat, vatAmounts, amountVat, amountInclVat: amountExVat + amountVat };
}

/** The totals of an invoice's (non-deleted) rows by the rule above. */
export function invoiceTotals(rows: readonly TotalsRow[]): TInvoiceTotals {
  return vatTotals(rows.map((row) => ({ ...row, amount: rowAmount(row.units, row.unitPrice) })));
}
