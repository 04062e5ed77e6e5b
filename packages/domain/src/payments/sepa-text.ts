/**
 * Text as a SEPA file may carry it: the EPC's basic Latin character set (a-z, A-Z, 0-9 and / - ? : ( ) . , ' + and
 * space), which every bank in the scheme must accept; others may be refused or garbled by the payee's bank. Accents
 * are dropped ('Kärcher' → 'Karcher', 'ß' → 'ss', 'Ł' → 'L'), '&' becomes '+', anything else a space; runs of spaces become one.
 */
/** Letters that have no decomposition to a base letter. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};

export function sepaText(text: string): string {
  return text
    .replace(/[ßŁłØøÆæŒœĐđı]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, '+')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
