import { isValidIsoDate } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';
import type { XmlElement } from '../../../platform/xml-tree.ts';
import { elementAt, textAt } from './ubl-nodes.ts';

// The values of a UBL document as our integers, read from the decimal text digit by digit (never through a float).
// Amounts: EN 16931 allows at most two decimals (BR-DEC rules), so a third decimal is refused, unless it is a
// trailing zero ('12.500' loses nothing). Quantities may have more decimals (0.125 kg): they are informative here
// (the line's own amount is what counts) and are rounded half away from zero to hundredths.

/** xsd:decimal: optional sign, digits with at most one '.', no exponent. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
/**
 * Up to € 999,999,999.99 an amount: beyond any invoice, and small enough that the sums of even MAX_ELEMENTS amounts
 * stay safe integers (the totals checks add them up as numbers).
 */
const MAX_WHOLE_DIGITS = 9;

/** A field's name and its value, cut short, for a message. */
const named = (field: string, value: string) => ({
  field,
  value: value.length > 40 ? `${value.slice(0, 40)}…` : value,
});

type Kind = 'amount' | 'percentage' | 'quantity';

/** Decimal text → integer hundredths, or a 400 naming the field. */
export function hundredthsOf(text: string, field: string, kind: Kind): number {
  const m = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = ''] = m ?? [];
  if (!m || (whole === '' && fraction === '') || whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS)
    throw fail(kind === 'amount' ? 'einvoiceIn.notAmount' : 'einvoiceIn.notNumber', named(field, text));
  const rest = fraction.slice(2);
  let value = BigInt(`${whole || '0'}${fraction.slice(0, 2).padEnd(2, '0')}`);
  if (/[1-9]/.test(rest)) {
    if (kind !== 'quantity') throw fail('einvoiceIn.tooManyDecimals', named(field, text));
    if (rest[0] !== undefined && rest[0] >= '5') value += 1n;
  }
  const n = Number(value);
  return sign === '-' && n !== 0 ? -n : n;
}

/** The amount at `path` under `parent` in cents; `undefined` when absent and not required. */
export function amountAt(parent: XmlElement | undefined, path: string, field: string, required: true): number;
export function amountAt(parent: XmlElement | undefined, path: string, field: string): number | undefined;
export function amountAt(parent: XmlElement | undefined, path: string, field: string, required = false) {
  const element = elementAt(parent, path);
  if (!element) {
    if (required) throw fail('einvoiceIn.missing', { field });
    return undefined;
  }
  const currency = element.attributes.get('currencyID');
  if (currency !== undefined && currency.trim() !== 'EUR') throw fail('einvoiceIn.currency', { currency });
  return hundredthsOf(element.text.trim(), field, 'amount');
}

/** A percentage at `path` in hundredths (21 → 2100), 0 when absent (categories E, AE, O have none). */
export function percentageAt(parent: XmlElement | undefined, path: string, field: string): number {
  const text = textAt(parent, path);
  return text === '' ? 0 : hundredthsOf(text, field, 'percentage');
}

/** A date (YYYY-MM-DD) at `path`, null when absent. */
export function dateAt(parent: XmlElement | undefined, path: string, field: string): string | null {
  const text = textAt(parent, path);
  if (text === '') return null;
  if (!isValidIsoDate(text)) throw fail('einvoiceIn.notDate', named(field, text));
  return text;
}

/** Text that must be there. */
export function requiredText(parent: XmlElement | undefined, path: string, field: string): string {
  const text = textAt(parent, path);
  if (text === '') throw fail('einvoiceIn.missing', { field });
  return text;
}
