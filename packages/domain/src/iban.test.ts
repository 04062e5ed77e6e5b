import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIban, IBAN_BBAN_FORMATS, ibanLength, isValidIban, normalizeIban, parseIbanList } from './iban.ts';

// Missing reference files must fail these tests, never skip them.
function readReference(path: string): string {
  return readFileSync(new URL(`../../../../shared/reference/ids/${path}`, import.meta.url), 'utf8');
}

function readVectors(): { expected: string; category: string; iban: string }[] {
  const [, ...lines] = readReference('iban_test_vectors.csv').trim().split(/\r?\n/);
  return lines.map((line) => {
    const m = /^(\w+),(\w+),"([^"]*)"$/.exec(line);
    if (!m) throw new Error(`Unreadable vector line: ${line}`);
    return { expected: m[1] ?? '', category: m[2] ?? '', iban: m[3] ?? '' };
  });
}

// An independent oracle for the plain ISO 7064 mod-97 rule, with BigInt arithmetic.
function mod97Ok(raw: string): boolean {
  const iban = normalizeIban(raw);
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join('');
  return /^\d+$/.test(digits) && BigInt(digits) % 97n === 1n;
}

describe('the length/layout table', () => {
  it('holds every country of python-stdnum iban.dat with the same layout', () => {
    const dat = [...readReference('python-stdnum/iban.dat').matchAll(/^([A-Z]{2}) country="[^"]*" bban="([^"]+)"/gm)];
    expect(dat).toHaveLength(89);
    expect(Object.fromEntries(dat.map((m) => [m[1], m[2]]))).toEqual(IBAN_BBAN_FORMATS);
  });
  it('gives full IBAN lengths', () => {
    expect(ibanLength('NL')).toBe(18);
    expect(ibanLength('BE')).toBe(16);
    expect(ibanLength('DE')).toBe(22);
    expect(ibanLength('NO')).toBe(15);
    expect(ibanLength('RU')).toBe(33);
    expect(ibanLength('US')).toBeUndefined();
    expect(ibanLength('constructor')).toBeUndefined();
  });
});

describe('iban_test_vectors.csv', () => {
  const vectors = readVectors();
  const of = (category: string) => vectors.filter((v) => v.category === category);

  it('has the expected rows', () => {
    expect(vectors).toHaveLength(215);
    expect(of('valid')).toHaveLength(194);
  });
  it.each(of('valid'))('accepts $iban', ({ iban }) => {
    expect(isValidIban(iban)).toBe(true);
  });
  it.each(of('invalid_checksum_or_mangled'))('rejects $iban (checksum)', ({ iban }) => {
    expect(mod97Ok(iban)).toBe(false);
    expect(isValidIban(iban)).toBe(false);
  });
  it.each(of('invalid_length'))('rejects $iban (length, though mod-97 passes)', ({ iban }) => {
    expect(mod97Ok(iban)).toBe(true);
    expect(normalizeIban(iban).length).not.toBe(ibanLength(iban.slice(0, 2)));
    expect(isValidIban(iban)).toBe(false);
  });
  it.each(of('invalid_chars_or_country'))('rejects $iban (layout or country, though mod-97 passes)', ({ iban }) => {
    expect(mod97Ok(iban)).toBe(true);
    expect(isValidIban(iban)).toBe(false);
  });
  it('catches the unknown country and each misplaced character by the layout', () => {
    expect(ibanLength('QQ')).toBeUndefined();
    // BG 4!a4!n2!n8!c: 'A' among the 2!n; GI 4!a15!c: '3' among the 4!a; NL 4!a10!n: digits as bank code.
    expect(isValidIban('BG93 BNBG 9661 1A20 3456 78')).toBe(false);
    expect(isValidIban('GI22 NW3K 0000 0000 7099 453')).toBe(false);
    expect(isValidIban('NL56 3003 0A17 1643 00')).toBe(false);
  });
  it('accepts the two Spanish rows: only the national CCC check digits are wrong, which we do not check', () => {
    // Rows that only a Spanish bank-account (CCC) check can catch: right length and layout, valid mod-97.
    const spanish = of('invalid_country_specific_check');
    expect(spanish.map((v) => v.iban)).toEqual(['ES2121000418450200051331', 'ES89 3183 1500 9500 0121 0562']);
    for (const { iban } of spanish) {
      expect(mod97Ok(iban)).toBe(true);
      expect(isValidIban(iban)).toBe(true);
    }
  });
});

describe('nl_iban_from_fixtures.csv', () => {
  const [, ...lines] = readReference('nl_iban_from_fixtures.csv').trim().split(/\r?\n/);
  const ibans = lines.map((line) => line.split(',')[0] ?? '');
  it('has 53 IBANs', () => {
    expect(ibans).toHaveLength(53);
  });
  it.each(ibans)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(formatIban(iban).toLowerCase())).toBe(true);
  });
  it('rejects each of them with one digit changed', () => {
    const accepted = ibans
      .map((iban) => iban.slice(0, -1) + String((Number(iban.slice(-1)) + 1) % 10))
      .filter((iban) => isValidIban(iban));
    expect(accepted).toEqual([]);
  });
});

describe('isValidIban edge cases', () => {
  it.each([
    null,
    undefined,
    '',
    'NL',
    'NL91',
    '0001', // empty BBAN, unknown country, valid checksum
    'XX431234',
    'NL91ABNA041716430', // one digit short
    'NL91ABNA04171643000',
    'NL91 ABNA 0417 1643 0O', // letter O for zero
    'NL91_ABNA0417164300',
  ])('rejects %j', (value) => {
    expect(isValidIban(value)).toBe(false);
  });
  it('rejects check digits 00, 01 and 99 even when mod-97 works out', () => {
    // 00 ≡ 97, 01 ≡ 98 and 99 ≡ 02 (mod 97), but a bank only ever computes 02–98.
    for (const [computed, typed] of [
      ['NL97ABNA0004171657', 'NL00ABNA0004171657'],
      ['NL98ABNA0004171736', 'NL01ABNA0004171736'],
      ['NL02ABNA0004171718', 'NL99ABNA0004171718'],
    ] as const) {
      expect(isValidIban(computed)).toBe(true);
      expect(mod97Ok(typed)).toBe(true);
      expect(isValidIban(typed)).toBe(false);
    }
  });
  it('accepts spaces, dots, dashes and lower case', () => {
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban(' NL91-ABNA-0417-1643-00 ')).toBe(true);
    expect(isValidIban('NO 44 1850.05.14562')).toBe(true);
    expect(isValidIban('NL91\u00a0ABNA\t0417164300')).toBe(true);
  });
});

describe('normalizeIban / formatIban', () => {
  it('normalizes', () => {
    expect(normalizeIban(' nl91 abna\t0417.1643-00 ')).toBe('NL91ABNA0417164300');
  });
  it('groups by four without a trailing space', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('BE68 5390 0754 7034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(formatIban('')).toBe('');
  });
});

describe('parseIbanList', () => {
  it('accepts an empty list', () => {
    expect(parseIbanList('')).toEqual({ ok: true, ibans: [] });
    expect(parseIbanList('  ')).toEqual({ ok: true, ibans: [] });
    expect(parseIbanList(null)).toEqual({ ok: true, ibans: [] });
    expect(parseIbanList(undefined)).toEqual({ ok: true, ibans: [] });
  });
  it('splits on commas and normalizes each IBAN', () => {
    expect(parseIbanList('NL91 ABNA 0417 1643 00, be68539007547034,')).toEqual({
      ok: true,
      ibans: ['NL91ABNA0417164300', 'BE68539007547034'],
    });
  });
  it('reports the invalid items as typed', () => {
    expect(parseIbanList('NL91ABNA0417164300, NL91 ABNA 0417 1643 01 ,nonsense')).toEqual({
      ok: false,
      invalid: ['NL91 ABNA 0417 1643 01', 'nonsense'],
    });
  });
});
