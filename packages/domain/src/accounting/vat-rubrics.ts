import type { TAccountingSettings } from './accounting-settings.ts';

// The Dutch VAT return (aangifte omzetbelasting; ../shared/reference/vat): which rubric a VAT code's turnover and VAT
// go to, how booking lines are read into rubrics (invoice basis), and the rounding in the taxpayer's favour. Pure, so
// the server, the pages and the tests share one reading.

/** Where a sale at a VAT code is declared: 1a high, 1b low, 1c other rates, 1d private use, 1e 0 % or not taxed with
 * you (reverse charge to the customer), 3a exports, 3b EU supplies, 3c installation and distance sales in the EU. */
export const SALES_RUBRICS = ['1a', '1b', '1c', '1d', '1e', '3a', '3b', '3c'] as const;
/** Where a purchase at a VAT code is declared: 2a reverse charge to you, 4a from outside the EU, 4b from the EU, or
 * only its input tax (5b). The VAT owed in 2a/4a/4b is deducted in 5b too. */
export const PURCHASE_RUBRICS = ['2a', '4a', '4b', '5b'] as const;
export type SalesRubric = (typeof SALES_RUBRICS)[number];
export type PurchaseRubric = (typeof PURCHASE_RUBRICS)[number];

/** Rubrics 1a-4b, each with a turnover and a VAT amount on the form, in the form's order. */
export const TURNOVER_RUBRICS = ['1a', '1b', '1c', '1d', '1e', '2a', '3a', '3b', '3c', '4a', '4b'] as const;
/** Rubrics whose form line has a turnover only (no VAT amount is declared there). */
export const BASE_ONLY_RUBRICS: readonly string[] = ['1e', '3a', '3b', '3c'];
/** Rubric 5: 5a VAT owed, 5b input tax, 5c subtotal, 5d-5f entered by hand, 5g the total. */
export const TOTAL_RUBRICS = ['5a', '5b', '5c', '5d', '5e', '5f', '5g'] as const;
export const MANUAL_RUBRICS = ['5d', '5e', '5f'] as const;
/** The rubrics that are sums of others (no booking lines of their own), with how they are made. */
export const VAT_SUM_FORMULAS: Readonly<Record<string, string>> = { '5c': '5a − 5b', '5g': '5c − 5d − 5e − 5f' };
export const VAT_RETURN_RUBRICS = [...TURNOVER_RUBRICS, ...TOTAL_RUBRICS] as const;
export type VatRubric = (typeof VAT_RETURN_RUBRICS)[number];
export type ManualRubric = (typeof MANUAL_RUBRICS)[number];

/** The form's sections (rubriek 1-5) and their lines, for the pages. */
export const VAT_RETURN_SECTIONS: readonly { section: number; rubrics: readonly VatRubric[] }[] = [
  { section: 1, rubrics: ['1a', '1b', '1c', '1d', '1e'] },
  { section: 2, rubrics: ['2a'] },
  { section: 3, rubrics: ['3a', '3b', '3c'] },
  { section: 4, rubrics: ['4a', '4b'] },
  { section: 5, rubrics: TOTAL_RUBRICS },
];

/** What the rubric rules need of a VAT code; a rubric left empty follows its rate. */
export interface VatCodeRubricInput {
  percentage: number;
  reverseCharge?: number;
  salesRubric?: string;
  purchaseRubric?: string;
}

/**
 * The rubrics of a VAT code: the ones chosen on the code, else by its rate: reverse charge or 0 % → 1e on sales and
 * (reverse charge) 2a on purchases; 19 % and up → 1a; 6 % and 9 % → 1b; any other rate → 1c; purchases → 5b.
 */
export function vatCodeRubrics(code: VatCodeRubricInput): { sales: SalesRubric; purchase: PurchaseRubric } {
  const reverse = Boolean(code.reverseCharge);
  const byRate: SalesRubric =
    reverse || code.percentage === 0
      ? '1e'
      : code.percentage >= 1900
        ? '1a'
        : code.percentage === 900 || code.percentage === 600
          ? '1b'
          : '1c';
  const sales = (SALES_RUBRICS as readonly string[]).includes(code.salesRubric ?? '')
    ? (code.salesRubric as SalesRubric)
    : byRate;
  const purchase = (PURCHASE_RUBRICS as readonly string[]).includes(code.purchaseRubric ?? '')
    ? (code.purchaseRubric as PurchaseRubric)
    : reverse
      ? '2a'
      : '5b';
  return { sales, purchase };
}

/** What a group of booking lines (one account, one VAT code) is on the return: a turnover or VAT amount of a rubric,
 * with the sign that makes it positive in the usual case (credit for sales and VAT owed, debit for costs and 5b). */
export interface RubricPart {
  rubric: VatRubric;
  part: 'turnover' | 'vat';
  /** +1: credit minus debit; -1: debit minus credit. */
  sign: 1 | -1;
}

/** What the reading of lines needs of the owner: its VAT codes, settings and which accounts are revenue. */
export interface VatReadContext {
  settings: Pick<TAccountingSettings, 'vatToClaimAccountId' | 'reverseChargeVatAccountId'>;
  vatCodes: ReadonlyMap<number, VatCodeRubricInput & { ledgerAccountId: number }>;
  /** Whether an account's lines are sales (revenue: a work type's account, the unclassified revenue account or an
   * income account); other turnover lines are purchases. */
  isSalesAccount: (accountId: number) => boolean;
}

const UNKNOWN_CODE: VatCodeRubricInput & { ledgerAccountId: number } = { percentage: 0, ledgerAccountId: 0 };

/**
 * Where the lines of one account with one VAT code go (booking-rules.ts books them): on the code's own VAT account,
 * the sale's VAT of its sales rubric; on the reverse-charge VAT account, the VAT owed in its purchase rubric (2a, 4a,
 * 4b); on the VAT to claim, input tax (5b); any other account is turnover of the sales or purchase rubric (a purchase
 * of rubric 5b declares no turnover: none).
 */
export function rubricOfLines(accountId: number, vatCodeId: number, ctx: VatReadContext): RubricPart | null {
  const code = ctx.vatCodes.get(vatCodeId) ?? UNKNOWN_CODE;
  const rubrics = vatCodeRubrics(code);
  if (code.ledgerAccountId && accountId === code.ledgerAccountId)
    return { rubric: rubrics.sales, part: 'vat', sign: 1 };
  if (accountId === ctx.settings.reverseChargeVatAccountId) {
    const rubric = rubrics.purchase === '5b' ? '2a' : rubrics.purchase;
    return { rubric, part: 'vat', sign: 1 };
  }
  if (accountId === ctx.settings.vatToClaimAccountId) return { rubric: '5b', part: 'vat', sign: -1 };
  if (ctx.isSalesAccount(accountId)) return { rubric: rubrics.sales, part: 'turnover', sign: 1 };
  return rubrics.purchase === '5b' ? null : { rubric: rubrics.purchase, part: 'turnover', sign: -1 };
}

/** Sums of debit and credit (cents) of one account and VAT code; `late` for lines dated before the period. */
export interface VatLineGroup {
  accountId: number;
  vatCodeId: number;
  debit: number;
  credit: number;
}

export interface RubricAmounts {
  turnover: number;
  vat: number;
}
export type RubricMap = Record<VatRubric, RubricAmounts>;
export type ManualAmounts = Record<ManualRubric, number>;

const emptyRubrics = (): RubricMap =>
  Object.fromEntries(VAT_RETURN_RUBRICS.map((r) => [r, { turnover: 0, vat: 0 }])) as RubricMap;

/** The exact amounts (cents) per rubric 1a-5b of groups of lines. */
export function rubricCents(groups: readonly VatLineGroup[], ctx: VatReadContext): RubricMap {
  const cents = emptyRubrics();
  for (const group of groups) {
    const where = rubricOfLines(group.accountId, group.vatCodeId, ctx);
    if (!where) continue;
    cents[where.rubric][where.part] += where.sign * (group.credit - group.debit);
  }
  return cents;
}

/** Whole euros in the taxpayer's favour (Belastingdienst): turnover and VAT owed rounded down, input tax up. */
export const euroDown = (cents: number) => Math.floor(cents / 100);
export const euroUp = (cents: number) => Math.ceil(cents / 100);

/**
 * The return in whole euros: 1a-4b rounded (turnover and VAT down), 5a the sum of their VAT, 5b the input tax rounded
 * up, 5c = 5a - 5b, 5d-5f as entered, 5g = 5c - 5d - 5e - 5f (the reference's formula). Totals carry their amount as
 * `vat`.
 */
export function vatReturnEuros(cents: RubricMap, manual: ManualAmounts): RubricMap {
  const euros = emptyRubrics();
  let owed = 0;
  for (const rubric of TURNOVER_RUBRICS) {
    euros[rubric] = { turnover: euroDown(cents[rubric].turnover), vat: euroDown(cents[rubric].vat) };
    owed += euros[rubric].vat;
  }
  const inputTax = euroUp(cents['5b'].vat);
  const subtotal = owed - inputTax;
  const total = (r: VatRubric, vat: number) => {
    euros[r] = { turnover: 0, vat };
  };
  total('5a', owed);
  total('5b', inputTax);
  total('5c', subtotal);
  for (const r of MANUAL_RUBRICS) total(r, manual[r]);
  total('5g', subtotal - manual['5d'] - manual['5e'] - manual['5f']);
  return euros;
}

/** The rubrics whose lines VatDetails shows: 1a-4b, 5a (the VAT of all of them) and 5b. */
export const DETAIL_RUBRICS = [...TURNOVER_RUBRICS, '5a', '5b'] as const;
export type DetailRubric = (typeof DETAIL_RUBRICS)[number];

/** Whether lines of this reading belong to a rubric's amounts (5a: the VAT of every rubric 1a-4b). */
export function isInRubric(where: RubricPart | null, rubric: DetailRubric): boolean {
  if (!where) return false;
  if (rubric === '5a') return where.part === 'vat' && where.rubric !== '5b';
  return where.rubric === rubric;
}
