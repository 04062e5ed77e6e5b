import { describe, expect, it } from 'vitest';
import { decodeClaims, isExpired } from './jwt.ts';

function token(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

const claims = {
  sid: 7,
  userId: 3,
  userName: 'zoë@demo.test',
  ownerId: 1,
  employeeId: 0,
  roles: ['employer_portal'],
  sysAdmin: false,
};

describe('decodeClaims', () => {
  it('reads the claims and exp from a base64url payload, UTF-8 included', () => {
    expect(decodeClaims(token({ ...claims, exp: 2000, iat: 1000 }))).toEqual({ ...claims, exp: 2000 });
  });

  it('refuses tokens that are not JWTs or lack claims', () => {
    expect(decodeClaims('garbage')).toBeNull();
    expect(decodeClaims('a.b.c')).toBeNull();
    expect(decodeClaims(token({ userId: 1 }))).toBeNull();
  });
});

describe('isExpired', () => {
  it('compares exp (seconds) with now (milliseconds)', () => {
    expect(isExpired({ ...claims, exp: 100 }, 99_000)).toBe(false);
    expect(isExpired({ ...claims, exp: 100 }, 100_000)).toBe(true);
    expect(isExpired({ ...claims }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
