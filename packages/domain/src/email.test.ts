import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidEmail, parseEmailList } from './email.ts';

const VALID = [
  'jan@example.nl',
  'Jan.de.Vries@Example.NL',
  'first+tag@sub.domain.example.com',
  "o'brien@example.ie",
  'a_b-c@my-company.eu',
  'x@y.co',
  '123@456.info',
];
const INVALID = [
  '',
  'jan',
  'jan@',
  '@example.nl',
  'jan@example',
  'jan@example.n',
  'jan@example.nl.',
  'jan@.example.nl',
  'jan@-example.nl',
  'jan@exa_mple.nl',
  'jan@example.123',
  '.jan@example.nl',
  'jan.@example.nl',
  'ja..n@example.nl',
  "jan'@example.nl",
  'jan de vries@example.nl',
  ' jan@example.nl',
  'jan@example.nl ',
  'jan@@example.nl',
  'jan@exa mple.nl',
  'jan@example..nl',
  'jan,piet@example.nl',
  'jan;piet@example.nl',
  'jan@[127.0.0.1]',
  'jöran@example.nl',
  'jan@exämple.nl',
];

describe('isValidEmail', () => {
  it.each(VALID)('accepts %j', (s) => {
    expect(isValidEmail(s)).toBe(true);
  });
  it.each(INVALID)('rejects %j', (s) => {
    expect(isValidEmail(s)).toBe(false);
  });
  it('rejects null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
  it('agrees with z.email(), which the server schemas use', () => {
    const schema = z.email();
    for (const s of [...VALID, ...INVALID]) expect(isValidEmail(s), s).toBe(schema.safeParse(s).success);
  });
});

describe('parseEmailList', () => {
  it('splits on commas and removes all spaces', () => {
    expect(parseEmailList(' a@x.nl ,b@y.com,  c @ z.org ')).toEqual({
      ok: true,
      emails: ['a@x.nl', 'b@y.com', 'c@z.org'],
    });
  });
  it('accepts an empty list and drops empty items', () => {
    expect(parseEmailList('')).toEqual({ ok: true, emails: [] });
    expect(parseEmailList(' , ')).toEqual({ ok: true, emails: [] });
    expect(parseEmailList(null)).toEqual({ ok: true, emails: [] });
    expect(parseEmailList('a@x.nl,')).toEqual({ ok: true, emails: ['a@x.nl'] });
  });
  it('reports every invalid item', () => {
    expect(parseEmailList('a@x.nl, nope, b@y')).toEqual({ ok: false, invalid: ['nope', 'b@y'] });
    expect(parseEmailList('a@x.nl; b@y.nl')).toEqual({ ok: false, invalid: ['a@x.nl;b@y.nl'] });
  });
});
