import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidBsn } from './bsn.ts';

// Missing reference files must fail these tests, never skip them.
function readVectors(): { number: string; valid: boolean }[] {
  const url = new URL('../../../../shared/reference/ids/bsn_test_vectors.csv', import.meta.url);
  const [, ...lines] = readFileSync(url, 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => {
    const [number = '', valid = ''] = line.split(',');
    if (valid !== 'true' && valid !== 'false') throw new Error(`Unreadable vector line: ${line}`);
    return { number, valid: valid === 'true' };
  });
}

describe('bsn_test_vectors.csv', () => {
  const vectors = readVectors();
  it('has 19 vectors, both valid and invalid', () => {
    expect(vectors).toHaveLength(19);
    expect(vectors.filter((v) => !v.valid).map((v) => v.number)).toEqual(['111252333', '1112223334', '999998620']);
  });
  it.each(vectors)('$number → $valid', ({ number, valid }) => {
    expect(isValidBsn(number)).toBe(valid);
  });
});

describe('isValidBsn', () => {
  it('pads an 8-digit number that lost its leading zero', () => {
    expect(isValidBsn('00009921')).toBe(true); // 000009921
    expect(isValidBsn('11122233')).toBe(false);
  });
  it('weights the last digit -1', () => {
    // 9*1+8*1+7*1+6*2+5*2+4*2+3*3+2*3 = 69 and 69 - 3 = 66 = 6 * 11; with +3 it would be 72.
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn('111222336')).toBe(false);
  });
  it('ignores surrounding whitespace only', () => {
    expect(isValidBsn(' 111222333 ')).toBe(true);
    expect(isValidBsn('1112.22.333')).toBe(false);
    expect(isValidBsn('111 222 333')).toBe(false);
  });
  it.each([
    null,
    undefined,
    '',
    '000000000',
    '00000000',
    '1234567',
    '12345678a',
    '-11222333',
    '+111222333',
    '１１１２２２３３３',
  ])('rejects %j', (value) => {
    expect(isValidBsn(value)).toBe(false);
  });
});
