import { describe, expect, it } from 'vitest';
import { numberCheck } from './number-check.ts';

describe('numberCheck', () => {
  it('refuses a number the owner has and one an earlier row gave, and leaves empty and bad cells to others', () => {
    const check = numberCheck(new Set([500]));
    expect(['10', '500', '11', '10', '', 'abc', '500'].map(check)).toEqual([
      undefined,
      'existingNumber',
      undefined,
      'duplicateNumber',
      undefined,
      undefined,
      'existingNumber',
    ]);
  });
});
