import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { ZEmployee, ZEmployer, ZKey } from './schemas.ts';

const base = { firstName: 'Jan', lastName: 'Vries' };
const messages = (input: unknown) => {
  const result = ZEmployee.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('employee schema', () => {
  it('accepts addresses, employments and flex values as JSON text or as JSON', () => {
    const address = { address: 'Stationsplein', houseNumber: 1, city: 'Utrecht', startDate: '2026-01-01', main: true };
    const employment = { employerId: '2', startDate: '2026-01-01', minHours: '2400', number: '<auto>' };
    const asText = ZEmployee.parse({
      ...base,
      addresses: JSON.stringify([address]),
      employments: JSON.stringify([employment]),
      flexFilterValue: '{"team":"A"}',
    });
    const asJson = ZEmployee.parse({
      ...base,
      addresses: [address],
      employments: [employment],
      flexFilterValue: { team: 'A' },
    });
    expect(asText).toEqual(asJson);
    expect(asJson.addresses[0]).toMatchObject({ houseNumber: '1', main: 1, endDate: '3000-01-01', country: 'NL' });
    // Numeric fields become integers.
    expect(asJson.employments[0]).toMatchObject({
      employerId: 2,
      minHours: 2400,
      number: '<auto>',
      endDate: '3000-01-01',
    });
    expect(asJson.flexFilterValue).toEqual({ team: 'A' });
  });

  it('checks BSN (11-proef), IBAN and e-mail with the spec messages', () => {
    expect(messages({ ...base, bsn: '111222333', iban: 'NL91 ABNA 0417 1643 00', email: 'Jan@Example.NL' })).toEqual(
      [],
    );
    expect(ZEmployee.parse({ ...base, iban: 'nl91abna0417164300', email: ' Jan@Example.NL ' })).toMatchObject({
      iban: 'NL91ABNA0417164300',
      email: 'jan@example.nl',
    });
    expect(messages({ ...base, bsn: '111222334' })).toEqual([`bsn: ${VALIDATION_MESSAGES.invalidSsn}`]);
    expect(messages({ ...base, iban: 'NL91ABNA0417164301' })).toEqual([`iban: ${VALIDATION_MESSAGES.invalidIban}`]);
    expect(messages({ ...base, email: 'jan@' })).toEqual([`email: ${VALIDATION_MESSAGES.invalidEmail}`]);
  });

  it('reads empty-date markers as no date', () => {
    const parsed = ZEmployee.parse({ ...base, birthDate: '0000-00-00', documentValidUntil: '' });
    expect(parsed.birthDate).toBeNull();
    expect(parsed.documentValidUntil).toBeNull();
    expect(messages({ ...base, birthDate: '31-12-1990' })).toEqual([`birthDate: ${VALIDATION_MESSAGES.invalidDate}`]);
  });

  it('refuses names that are empty and addresses without a city', () => {
    expect(messages({ firstName: ' ', lastName: 'x' })).toHaveLength(1);
    expect(messages({ ...base, addresses: [{ address: 'x', city: '', startDate: '2026-01-01' }] })[0]).toMatch(
      /^addresses\.0\.city/,
    );
  });
});

describe('employer and key schemas', () => {
  it('turns conversion factors into numbers', () => {
    const employer = ZEmployer.parse({
      name: 'Demo',
      conversionFactors: '{"a":"1.5","aExtras":0,"b":2,"bExtras":"0.25","c":0,"cExtras":0}',
    });
    expect(employer.conversionFactors).toEqual({ a: 1.5, aExtras: 0, b: 2, bExtras: 0.25, c: 0, cExtras: 0 });
    expect(ZEmployer.safeParse({ name: 'Demo', periodType: 4 }).success).toBe(false);
  });

  it('keeps key kinds to 1-3', () => {
    expect(ZKey.safeParse({ name: 'Hoofdingang', kind: 2 }).success).toBe(true);
    expect(ZKey.safeParse({ name: 'Hoofdingang', kind: 4 }).success).toBe(false);
  });
});
