import type {
  TEInvoiceAllowanceCharge,
  TEInvoiceLine,
  TEInvoiceTotals,
  TEInvoiceVatBreakdown,
} from '@backoffice/domain';
import { hundredthsToDecimal } from '@backoffice/domain/format';
import { fail } from '../../../platform/errors.ts';

// The arithmetic of EN 16931 that a purchase relies on, checked in the document's own sign, as the official
// validation artefact (EN16931-UBL-validation.xslt) checks it: the document totals add up to the cent
// (BR-CO-10 … BR-CO-16); per VAT category and rate, the taxable amount and the VAT lie less than one euro from what
// the lines and the rate give (BR-S-08/09 and their kin for the other categories allow for rounding per line).

const TOTAL = 'cac:LegalMonetaryTotal';
/** Less than one currency unit, in cents: the artefact's `x - 1 < y and x + 1 > y`. */
const CATEGORY_TOLERANCE = 99;
/** The rule family per VAT category code (EN 16931 names the S rules BR-S, the reverse charge ones BR-AE, ...). */
const RULE_FAMILY: Readonly<Record<string, string>> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
  L: 'BR-AF',
  M: 'BR-AG',
};

interface Document {
  lines: TEInvoiceLine[];
  allowanceCharges: TEInvoiceAllowanceCharge[];
  vatBreakdown: TEInvoiceVatBreakdown[];
  totals: TEInvoiceTotals;
}

function mustEqual(rule: string, field: string, found: number, expected: number, tolerance = 0): void {
  if (Math.abs(found - expected) > tolerance)
    throw fail('einvoiceIn.totalsMismatch', {
      rule,
      field,
      found: hundredthsToDecimal(found),
      expected: hundredthsToDecimal(expected),
    });
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** taxable × rate in cents, rounded half away from zero (integer arithmetic: the rate is in hundredths of a percent). */
function vatOf(taxable: number, percentage: number): number {
  const product = BigInt(Math.abs(taxable)) * BigInt(percentage);
  const rounded = Number((product + 5_000n) / 10_000n);
  return taxable < 0 ? -rounded : rounded;
}

function checkCategories({ lines, allowanceCharges, vatBreakdown }: Document): void {
  const key = (item: { vatCategory: string; vatPercentage: number }) => `${item.vatCategory}|${item.vatPercentage}`;
  const groups = new Map<
    string,
    { category: string; percentage: number; base: number; stated?: TEInvoiceVatBreakdown }
  >();
  const group = (item: { vatCategory: string; vatPercentage: number }) => {
    const found = groups.get(key(item)) ?? { category: item.vatCategory, percentage: item.vatPercentage, base: 0 };
    groups.set(key(item), found);
    return found;
  };
  for (const line of lines) group(line).base += line.amount;
  for (const item of allowanceCharges) group(item).base += item.charge ? item.amount : -item.amount;
  for (const stated of vatBreakdown) group(stated).stated = stated;
  for (const { category, percentage, base, stated } of groups.values()) {
    const family = RULE_FAMILY[category] ?? 'BR-CO';
    const field = `cac:TaxTotal/cac:TaxSubtotal[${category} ${hundredthsToDecimal(percentage)}%]`;
    const taxable = stated?.taxableAmount ?? 0;
    mustEqual(`${family}-08`, `${field}/cbc:TaxableAmount`, taxable, base, CATEGORY_TOLERANCE);
    mustEqual(
      `${family}-09`,
      `${field}/cbc:TaxAmount`,
      stated?.vatAmount ?? 0,
      vatOf(taxable, percentage),
      CATEGORY_TOLERANCE,
    );
  }
}

/** A 400 naming the first rule the document breaks. */
export function checkTotals(document: Document): void {
  const { lines, allowanceCharges, vatBreakdown, totals } = document;
  const allowances = sum(allowanceCharges.filter((item) => !item.charge).map((item) => item.amount));
  const charges = sum(allowanceCharges.filter((item) => item.charge).map((item) => item.amount));
  mustEqual(
    'BR-CO-10',
    `${TOTAL}/cbc:LineExtensionAmount`,
    totals.lineExtension,
    sum(lines.map((line) => line.amount)),
  );
  mustEqual('BR-CO-11', `${TOTAL}/cbc:AllowanceTotalAmount`, totals.allowances, allowances);
  mustEqual('BR-CO-12', `${TOTAL}/cbc:ChargeTotalAmount`, totals.charges, charges);
  mustEqual(
    'BR-CO-13',
    `${TOTAL}/cbc:TaxExclusiveAmount`,
    totals.taxExclusive,
    totals.lineExtension - totals.allowances + totals.charges,
  );
  if (vatBreakdown.length > 0)
    mustEqual('BR-CO-14', 'cac:TaxTotal/cbc:TaxAmount', totals.vat, sum(vatBreakdown.map((item) => item.vatAmount)));
  mustEqual('BR-CO-15', `${TOTAL}/cbc:TaxInclusiveAmount`, totals.taxInclusive, totals.taxExclusive + totals.vat);
  mustEqual(
    'BR-CO-16',
    `${TOTAL}/cbc:PayableAmount`,
    totals.payable,
    totals.taxInclusive - totals.prepaid + totals.rounding,
  );
  checkCategories(document);
}
