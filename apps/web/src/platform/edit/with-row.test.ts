import { describe, expect, it } from 'vitest';
import { withRow } from './with-row.ts';

describe('withRow', () => {
  const rows = [
    { key: 'id-1', city: 'Utrecht' },
    { key: 'id-2', city: 'Zeist' },
  ];

  it('puts a known row in its place, keeping the order', () => {
    expect(withRow(rows, { key: 'id-1', city: 'Bunnik' })).toEqual([
      { key: 'id-1', city: 'Bunnik' },
      { key: 'id-2', city: 'Zeist' },
    ]);
  });

  it('adds a new row at the end', () => {
    expect(withRow(rows, { key: 'new-1', city: 'Houten' }).map((row) => row.key)).toEqual(['id-1', 'id-2', 'new-1']);
  });
});
