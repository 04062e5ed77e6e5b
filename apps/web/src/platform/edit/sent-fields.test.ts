import { describe, expect, it } from 'vitest';
import { sentFields } from './sent-fields.ts';

describe('sentFields', () => {
  it('keeps the edited keys the record has, without null or missing ones', () => {
    const base = { name: '', city: 'x', code: '' };
    expect(sentFields(base, { name: 'A', city: null, extra: 1 })).toEqual({ name: 'A' });
  });
});
