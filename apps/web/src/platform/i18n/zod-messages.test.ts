import { ZCar, ZCreateUserRequest, ZLoginRequest } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, type Translate } from './zod-messages.ts';

// Echoes the key with its options so the test reads which message was chosen.
const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error, t);
}

describe('fieldErrors', () => {
  it('maps login problems to the e-mail and password messages', () => {
    expect(
      errorsOf(ZLoginRequest.pick({ userName: true, password: true }), { userName: 'x', password: '123' }),
    ).toEqual({
      userName: 'validation.email',
      password: 'validation.minLength {"count":6}',
    });
  });

  it('says "required" for an empty required text and a missing value', () => {
    expect(errorsOf(ZCar, { id: 0, name: '  ' })).toEqual({ name: 'validation.required' });
    expect(errorsOf(z.object({ name: z.string() }), {})).toEqual({ name: 'validation.required' });
  });

  it('asks to select at least one role', () => {
    expect(errorsOf(ZCreateUserRequest, { userName: 'a@b.nl', roles: [] })).toEqual({
      roles: 'validation.selectAtLeast {"count":1}',
    });
  });

  it('reports numbers out of bounds and non-integers', () => {
    const schema = z.object({ n: z.number().int().min(0).max(10) });
    expect(errorsOf(schema, { n: 11 })).toEqual({ n: 'validation.maxValue {"max":10}' });
    expect(errorsOf(schema, { n: -1 })).toEqual({ n: 'validation.minValue {"min":0}' });
    expect(errorsOf(schema, { n: 1.5 })).toEqual({ n: 'validation.wholeNumber' });
  });

  it('keys nested fields by their dotted path and keeps the first message', () => {
    const schema = z.object({ settings: z.object({ email: z.email() }) });
    expect(errorsOf(schema, { settings: { email: 'nope' } })).toEqual({ 'settings.email': 'validation.email' });
  });
});
