import { normalizeIban } from '../iban.ts';
import {
  SUPPLIER_MATCHES,
  type TEInvoiceNewSupplier,
  type TEInvoiceSupplier,
  type TSupplierMatch,
} from './einvoice-in.ts';

// Which of the owner's suppliers sent an e-invoice: by VAT number, else KvK number, else IBAN, each compared in one
// normal form, so 'NL 8123.45.678.B01', 'nl812345678b01' and (for a Dutch supplier) '812345678B01' are one number.

/** A VAT number without spaces, dots and dashes, in capitals, with the country's prefix when it was left off. */
export function vatNumberKey(vatNumber: string, country: string): string {
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  if (compact === '') return '';
  return /^\d/.test(compact) ? `${country.trim().toUpperCase() || 'NL'}${compact}` : compact;
}

/** A KvK number's digits: 'KvK 3012 3456' and 'NL30123456' are 30123456. */
export const cocNumberKey = (cocNumber: string): string => cocNumber.replace(/\D/g, '');

/** What a supplier is matched by. */
export interface MatchableSupplier {
  vatNumber: string;
  cocNumber: string;
  country: string;
  bankAccounts: readonly { iban: string }[];
}

/** The first supplier (in the order given) with the invoice's VAT number, else KvK number, else one of its IBANs. */
export function matchSupplier<S extends MatchableSupplier>(
  suppliers: readonly S[],
  seller: TEInvoiceSupplier,
): { supplier: S; by: TSupplierMatch } | undefined {
  const vat = vatNumberKey(seller.vatNumber, seller.country);
  const coc = cocNumberKey(seller.cocNumber);
  const ibans = new Set(seller.bankAccounts.map((account) => account.iban));
  const tests: Record<TSupplierMatch, (supplier: S) => boolean> = {
    vatNumber: (supplier) => vat !== '' && vatNumberKey(supplier.vatNumber, supplier.country) === vat,
    cocNumber: (supplier) => coc !== '' && cocNumberKey(supplier.cocNumber) === coc,
    iban: (supplier) => supplier.bankAccounts.some((account) => ibans.has(normalizeIban(account.iban))),
  };
  for (const by of SUPPLIER_MATCHES) {
    const supplier = suppliers.find(tests[by]);
    if (supplier) return { supplier, by };
  }
  return undefined;
}

/**
 * 'Kanaalweg 40 A' → street 'Kanaalweg', house number '40', addition 'A' ('40-2': addition '2'): the number at the
 * end of the line. A line without one ('Main Street', '1 Main Street') stays the street.
 */
export function splitStreet(line: string): { address: string; houseNumber: string; houseAddition: string } {
  const m = /^(.*\S)\s+(\d+)(?:\s*-\s*([A-Za-z0-9]{1,6})|\s*([A-Za-z]{1,6}))?$/.exec(line.trim());
  if (!m) return { address: line.trim(), houseNumber: '', houseAddition: '' };
  return { address: m[1] ?? '', houseNumber: m[2] ?? '', houseAddition: m[3] ?? m[4] ?? '' };
}

/**
 * The supplier the web app offers to create for an unknown seller: its address, numbers and first account (an
 * invoice's several accounts are alternatives, not a split, so the first takes the whole payment).
 */
export function newSupplierFrom(seller: TEInvoiceSupplier): TEInvoiceNewSupplier {
  const [account] = seller.bankAccounts;
  return {
    name: seller.name,
    ...splitStreet(seller.street),
    postalCode: seller.postalCode,
    city: seller.city,
    country: seller.country || 'NL',
    vatNumber: seller.vatNumber,
    cocNumber: seller.cocNumber,
    bankAccounts: account ? [{ iban: account.iban, bic: account.bic, percentage: 100, gAccount: 0 }] : [],
  };
}
