import { vatAmount } from '../sales/invoice-totals.ts';
import type { TAccountingSettings } from './accounting-settings.ts';

// The booking rules: a document (sales invoice, purchase) becomes booking lines, debit = credit to the cent. Pure, so
// the server and the tests (property-based among them) share them. A signed amount is debit when positive, credit when
// negative; a line of 0 is left out.

export interface BookingLine {
  accountId: number;
  debit: number;
  credit: number;
  description: string;
  vatCodeId: number;
  customerId: number;
  supplierId: number;
}

/** Why a document could not be booked: an error key of the catalogue and its params (processing status 9). */
export interface BookingFailure {
  reason:
    | 'accounting.noDebtorsAccount'
    | 'accounting.noCreditorsAccount'
    | 'accounting.noRevenueAccount'
    | 'accounting.noCostAccount'
    | 'accounting.noVatAccount'
    | 'accounting.noVatToClaimAccount'
    | 'accounting.noReverseChargeVatAccount'
    | 'accounting.noRoundingAccount'
    | 'accounting.noBankLedgerAccount'
    | 'accounting.noCashAccount'
    | 'accounting.noSuspenseAccount'
    | 'accounting.periodClosed';
  params: Record<string, string | number>;
}

export type BookingResult =
  | { lines: BookingLine[]; failure?: undefined }
  | { lines?: undefined; failure: BookingFailure };

/** What the rules need of the owner's lists: the ledger account of each VAT code, work type and purchase type. */
export interface LinkedItem {
  name: string;
  ledgerAccountId: number;
}
export interface BookingAccounts {
  settings: TAccountingSettings;
  vatCodes: ReadonlyMap<number, LinkedItem>;
  workTypes: ReadonlyMap<number, LinkedItem>;
  purchaseTypes: ReadonlyMap<number, LinkedItem>;
}

/** A sales invoice as booked: its rows' amounts excl. VAT by work type and VAT code, its VAT per code and total. */
export interface SaleDocument {
  customerId: number;
  customerName: string;
  /** The customer's own revenue account (0: none): for rows whose work type has none. */
  customerLedgerAccountId?: number;
  amountInclVat: number;
  rows: readonly { workTypeId: number; vatCodeId: number; amount: number }[];
  vatAmounts: readonly { vatCode: number; vat: number }[];
}

/** A purchase as booked; a reverse-charged row carries no VAT on the invoice (the buyer owes and deducts it). */
export interface PurchaseDocument {
  supplierId: number;
  supplierName: string;
  /** The supplier's own cost account (0: none): for rows whose purchase type has none. */
  supplierLedgerAccountId?: number;
  amountInclVat: number;
  rows: readonly { purchaseTypeId: number; vatCodeId: number; amount: number; reverseCharge: number }[];
  vatAmounts: readonly { vatCode: number; vat: number }[];
}

class Failed extends Error {
  constructor(readonly failure: BookingFailure) {
    super(failure.reason);
  }
}
export const need = (accountId: number, reason: BookingFailure['reason'], params: BookingFailure['params'] = {}) => {
  if (!accountId) throw new Failed({ reason, params });
  return accountId;
};

/** Lines summed per account, VAT code and relation, in the order first met; zero lines left out. */
export class LineSet {
  private readonly byKey = new Map<string, { line: Omit<BookingLine, 'debit' | 'credit'>; amount: number }>();
  constructor(private readonly relation: { customerId: number; supplierId: number }) {}

  add(accountId: number, amount: number, description: string, vatCodeId = 0): void {
    const key = `${accountId}|${vatCodeId}`;
    const entry = this.byKey.get(key);
    if (entry) entry.amount += amount;
    else this.byKey.set(key, { line: { accountId, description, vatCodeId, ...this.relation }, amount });
  }

  total(): number {
    let sum = 0;
    for (const entry of this.byKey.values()) sum += entry.amount;
    return sum;
  }

  lines(): BookingLine[] {
    return [...this.byKey.values()]
      .filter((entry) => entry.amount !== 0)
      .map(({ line, amount }) => ({ ...line, debit: Math.max(amount, 0), credit: Math.max(-amount, 0) }));
  }
}

/** What the lines miss to balance (rounding of the document's own total) goes to the rounding account. */
function balanceOn(set: LineSet, settings: TAccountingSettings, description: string): void {
  const difference = set.total();
  if (difference !== 0)
    set.add(need(settings.roundingAccountId, 'accounting.noRoundingAccount'), -difference, description);
}

export function attempt(build: () => BookingLine[]): BookingResult {
  try {
    return { lines: build() };
  } catch (error) {
    if (error instanceof Failed) return { failure: error.failure };
    throw error;
  }
}

/**
 * A sales invoice: debtors debit the total incl. VAT; revenue credit per work type's ledger account (for a type
 * without one the customer's ledger account, else the unclassified revenue account); VAT credit per VAT code on the code's account. Reverse charge
 * rows carry no VAT, so they book revenue only. A credit invoice (negative amounts) books the other way round.
 */
export function saleBookingLines(doc: SaleDocument, accounts: BookingAccounts): BookingResult {
  return attempt(() => {
    const { settings } = accounts;
    const set = new LineSet({ customerId: doc.customerId, supplierId: 0 });
    set.add(need(settings.debtorsAccountId, 'accounting.noDebtorsAccount'), doc.amountInclVat, doc.customerName);
    for (const row of doc.rows) {
      const type = accounts.workTypes.get(row.workTypeId);
      const account = type?.ledgerAccountId || doc.customerLedgerAccountId || settings.unclassifiedRevenueAccountId;
      need(account, 'accounting.noRevenueAccount', { workType: type?.name ?? String(row.workTypeId) });
      set.add(account, -row.amount, type?.name ?? doc.customerName, row.vatCodeId);
    }
    for (const line of doc.vatAmounts) {
      if (line.vat === 0) continue;
      const code = accounts.vatCodes.get(line.vatCode);
      const account = need(code?.ledgerAccountId ?? 0, 'accounting.noVatAccount', {
        vatCode: code?.name ?? String(line.vatCode),
      });
      set.add(account, -line.vat, code?.name ?? '', line.vatCode);
    }
    balanceOn(set, settings, doc.customerName);
    return set.lines();
  });
}

/**
 * A purchase: cost debit per purchase type's ledger account (without one the supplier's, else unclassified
 * expenditure); its VAT debit on
 * the VAT to claim; creditors credit the total incl. VAT. Reverse-charged rows: the VAT at the reverse-charge rate is
 * owed (credit) and deducted (debit) at once.
 */
export function purchaseBookingLines(doc: PurchaseDocument, accounts: BookingAccounts): BookingResult {
  return attempt(() => {
    const { settings } = accounts;
    const set = new LineSet({ customerId: 0, supplierId: doc.supplierId });
    set.add(need(settings.creditorsAccountId, 'accounting.noCreditorsAccount'), -doc.amountInclVat, doc.supplierName);
    const reverseBases = new Map<number, number>();
    for (const row of doc.rows) {
      const type = accounts.purchaseTypes.get(row.purchaseTypeId);
      const account = type?.ledgerAccountId || doc.supplierLedgerAccountId || settings.unclassifiedExpenditureAccountId;
      need(account, 'accounting.noCostAccount', { purchaseType: type?.name ?? String(row.purchaseTypeId) });
      set.add(account, row.amount, type?.name ?? doc.supplierName, row.vatCodeId);
      if (row.reverseCharge) reverseBases.set(row.vatCodeId, (reverseBases.get(row.vatCodeId) ?? 0) + row.amount);
    }
    const toClaim = () => need(settings.vatToClaimAccountId, 'accounting.noVatToClaimAccount');
    for (const line of doc.vatAmounts) {
      if (line.vat !== 0) set.add(toClaim(), line.vat, accounts.vatCodes.get(line.vatCode)?.name ?? '', line.vatCode);
    }
    for (const [vatCodeId, base] of reverseBases) {
      const vat = vatAmount(base, settings.reverseChargePercentage);
      if (vat === 0) continue;
      const name = accounts.vatCodes.get(vatCodeId)?.name ?? '';
      set.add(toClaim(), vat, name, vatCodeId);
      set.add(need(settings.reverseChargeVatAccountId, 'accounting.noReverseChargeVatAccount'), -vat, name, vatCodeId);
    }
    balanceOn(set, settings, doc.supplierName);
    return set.lines();
  });
}

/**
 * The date a document's lines are booked on: its own date the first time; a change after (counter and new lines) on
 * the day of the change, never before the document's date.
 */
export const rebookDate = (alreadyBooked: boolean, documentDate: string, today: string): string =>
  !alreadyBooked || today < documentDate ? documentDate : today;

/** Debit minus credit over the lines: 0 when balanced. */
export function bookingBalance(lines: readonly Pick<BookingLine, 'debit' | 'credit'>[]): number {
  return lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
}

const netKey = (line: BookingLine) => `${line.accountId}|${line.vatCodeId}|${line.customerId}|${line.supplierId}`;

function netAmounts(lines: readonly BookingLine[]): Map<string, { line: BookingLine; amount: number }> {
  const net = new Map<string, { line: BookingLine; amount: number }>();
  for (const line of lines) {
    const entry = net.get(netKey(line)) ?? { line, amount: 0 };
    entry.amount += line.debit - line.credit;
    net.set(netKey(line), entry);
  }
  for (const [key, entry] of net) if (entry.amount === 0) net.delete(key);
  return net;
}

/**
 * What a document's bookings need when it is booked (again): nothing when what is booked already nets to the new
 * lines; otherwise counter-bookings that bring every booked amount back to 0, then the new lines. History is never
 * edited, so the change shows as reversal plus new booking.
 */
export function rebookLines(
  booked: readonly BookingLine[],
  target: readonly BookingLine[],
): { counter: BookingLine[]; lines: BookingLine[] } {
  const before = netAmounts(booked);
  const after = netAmounts(target);
  const same = before.size === after.size && [...before].every(([key, e]) => after.get(key)?.amount === e.amount);
  if (same) return { counter: [], lines: [] };
  const counter = [...before.values()].map(({ line, amount }) => ({
    ...line,
    debit: Math.max(-amount, 0),
    credit: Math.max(amount, 0),
  }));
  return { counter, lines: [...target] };
}
