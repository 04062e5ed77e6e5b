// IBAN checks: ISO 13616 mod-97 plus each country's BBAN layout from the SWIFT IBAN registry (release 101, as
// transcribed in python-stdnum's iban.dat), which fixes the length and where letters and digits may appear.
// National or bank check digits inside the BBAN (e.g. the Spanish CCC) are not checked.

/** Country code → BBAN layout in registry notation: '4!a10!n' = 4 letters, then 10 digits ('c' = letter or digit). */
export const IBAN_BBAN_FORMATS: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c',
  AE: '3!n16!n',
  AL: '8!n16!c',
  AT: '5!n11!n',
  AZ: '4!a20!c',
  BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  BH: '4!a14!c',
  BI: '5!n5!n11!n2!n',
  BR: '8!n5!n10!n1!a1!c',
  BY: '4!c4!n16!c',
  CH: '5!n12!c',
  CR: '4!n14!n',
  CY: '3!n5!n16!c',
  CZ: '4!n16!n',
  DE: '8!n10!n',
  DJ: '5!n5!n11!n2!n',
  DK: '4!n9!n1!n',
  DO: '4!c20!n',
  EE: '2!n14!n',
  EG: '4!n4!n17!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FK: '2!a12!n',
  FO: '4!n9!n1!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GE: '2!a16!n',
  GI: '4!a15!c',
  GL: '4!n9!n1!n',
  GR: '3!n4!n16!c',
  GT: '4!c20!c',
  HN: '4!a20!n',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IL: '3!n3!n13!n',
  IQ: '4!a3!n12!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  JO: '4!a4!n18!c',
  KW: '4!a22!c',
  KZ: '3!n13!c',
  LB: '4!n20!c',
  LC: '4!a24!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  LY: '3!n3!n15!n',
  MC: '5!n5!n11!c2!n',
  MD: '2!c18!c',
  ME: '3!n13!n2!n',
  MK: '3!n10!c2!n',
  MN: '4!n12!n',
  MR: '5!n5!n11!n2!n',
  MT: '4!a5!n18!c',
  MU: '4!a2!n2!n12!n3!n3!a',
  NI: '4!a20!n',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  OM: '3!n16!c',
  PK: '4!a16!c',
  PL: '8!n16!n',
  PS: '4!a21!c',
  PT: '4!n4!n11!n2!n',
  QA: '4!a21!c',
  RO: '4!a16!c',
  RS: '3!n13!n2!n',
  RU: '9!n5!n15!c',
  SA: '2!n18!c',
  SC: '4!a2!n2!n16!n3!a',
  SD: '2!n12!n',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  SO: '4!n3!n12!n',
  ST: '4!n4!n11!n2!n',
  SV: '4!a20!n',
  TL: '3!n14!n2!n',
  TN: '2!n3!n13!n2!n',
  TR: '5!n1!n16!c',
  UA: '6!n19!c',
  VA: '3!n15!n',
  VG: '4!a16!n',
  XK: '4!n10!n2!n',
  YE: '4!a4!n18!c',
};

const CLASSES: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
const compiled = new Map<string, { length: number; pattern: RegExp }>();

function layoutOf(country: string): { length: number; pattern: RegExp } | undefined {
  const cached = compiled.get(country);
  if (cached) return cached;
  const format = IBAN_BBAN_FORMATS[country];
  if (format === undefined || !Object.hasOwn(IBAN_BBAN_FORMATS, country)) return undefined;
  let length = 4;
  let source = '';
  for (const [, count, kind] of format.matchAll(/(\d+)!([nac])/g)) {
    length += Number(count);
    source += `${CLASSES[kind ?? '']}{${count}}`;
  }
  const layout = { length, pattern: new RegExp(`^${source}$`) };
  compiled.set(country, layout);
  return layout;
}

/** The full IBAN length for a country code (e.g. NL → 18), or undefined for a country without IBAN. */
export function ibanLength(country: string): number | undefined {
  return layoutOf(country)?.length;
}

/** Removes whitespace and the '.'/'-' people type between groups, and uppercases: 'nl91 abna-0417…' → 'NL91ABNA0417…'. */
export function normalizeIban(s: string): string {
  return s.replace(/[\s.-]/g, '').toUpperCase();
}

function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    // Letters count as two-digit numbers A=10 … Z=35.
    remainder = code >= 65 ? (remainder * 100 + code - 55) % 97 : (remainder * 10 + code - 48) % 97;
  }
  return remainder;
}

/** Valid when the country is known, the BBAN has that country's layout, and the mod-97 checksum is 1. */
export function isValidIban(s: string | null | undefined): boolean {
  if (s == null) return false;
  const iban = normalizeIban(s);
  const m = /^([A-Z]{2})(\d{2})([A-Z0-9]+)$/.exec(iban);
  if (!m) return false;
  const layout = layoutOf(m[1] ?? '');
  const check = Number(m[2]);
  if (!layout || iban.length !== layout.length || !layout.pattern.test(m[3] ?? '')) return false;
  // Computed check digits are always 02–98; 00, 01 and 99 only ever come from typing errors.
  return check >= 2 && check <= 98 && mod97(iban) === 1;
}

/** Normalized and split into groups of four: 'NL91 ABNA 0417 1643 00'. */
export function formatIban(s: string): string {
  return normalizeIban(s).replace(/(.{4})(?=.)/g, '$1 ');
}

export type IbanListResult = { ok: true; ibans: string[] } | { ok: false; invalid: string[] };

/**
 * Helper rule 'IBAN list: comma-separated; an empty list is valid'. Items are normalized, empty items (a trailing
 * comma) are dropped; on failure, lists the invalid items as typed (trimmed).
 */
export function parseIbanList(s: string | null | undefined): IbanListResult {
  const items = (s ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const invalid = items.filter((item) => !isValidIban(item));
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, ibans: items.map(normalizeIban) };
}
