// What is checked before a draft becomes an invoice, on both sides: the web app says why before its confirmation,
// the server refuses with the same reason.

/** The company numbers a Dutch invoice must carry (Handelsregisterbesluit art. 27, Wet OB art. 35a). */
export const COMPANY_NUMBERS = ['cocNumber', 'vatNumber'] as const;
export type CompanyNumber = (typeof COMPANY_NUMBERS)[number];

/** The company numbers the owner's settings leave empty: invoicing warns, it does not refuse. */
export function missingCompanyNumbers(settings: Partial<Record<CompanyNumber, unknown>>): CompanyNumber[] {
  return COMPANY_NUMBERS.filter((key) => {
    const value = settings[key];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** The reason's catalogue key is `invoice.<reason>`. */
export type NothingToInvoice = 'noRows' | 'nothingToInvoice';

/**
 * Why a draft cannot become an invoice although its fields are fine: it has no rows, or every row amounts to nothing
 * (0 units or a price of 0), which would make a € 0.00 invoice that uses a number. Rows that cancel each other out
 * (a settlement) still invoice.
 */
export function nothingToInvoice(rows: readonly { units: number; unitPrice: number }[]): NothingToInvoice | undefined {
  if (rows.length === 0) return 'noRows';
  if (rows.every((row) => row.units * row.unitPrice === 0)) return 'nothingToInvoice';
  return undefined;
}
