/**
 * Decimal text as it stands in a bank file ('1234.50', '-0,75', '1.234,50' with a thousands separator) to integer
 * cents, digit by digit, never through a float. A third decimal is refused unless it is a trailing zero ('8.850' loses
 * nothing): a bank amount with real tenths of cents cannot be booked.
 */
export type DecimalCents = { ok: true; cents: number } | { ok: false; reason: 'notAmount' | 'tooManyDecimals' };

/** Up to 999,999,999,999.99: beyond any bank line, and far inside the safe integers. */
const MAX_WHOLE_DIGITS = 12;

export function decimalTextToCents(text: string, separator: '.' | ',' = '.'): DecimalCents {
  const thousands = separator === '.' ? ',' : '.';
  const trimmed = text.trim();
  // A thousands separator only between groups of three digits, so '1.5' in a comma file is not read as 15.
  const grouped = new RegExp(`^[+-]?\\d{1,3}(\\${thousands}\\d{3})+(\\${separator}\\d*)?$`);
  const plain = grouped.test(trimmed) ? trimmed.split(thousands).join('') : trimmed;
  const m = new RegExp(`^([+-]?)(\\d*)(?:\\${separator}(\\d*))?$`).exec(plain);
  const [, sign = '', whole = '', fraction = ''] = m ?? [];
  if (!m || (whole === '' && fraction === '') || whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS)
    return { ok: false, reason: 'notAmount' };
  if (/[1-9]/.test(fraction.slice(2))) return { ok: false, reason: 'tooManyDecimals' };
  const cents = Number(BigInt(`${whole || '0'}${fraction.slice(0, 2).padEnd(2, '0')}`));
  return { ok: true, cents: sign === '-' && cents !== 0 ? -cents : cents };
}
