import { describe, expect, it } from 'vitest';
import { withoutRow, withRow } from './draft-rows.ts';

describe('withoutRow', () => {
  it('marks a saved row deleted (the save deletes it) and drops an unsaved one', () => {
    const rows = [
      { key: 'a', id: 4, deleted: 0 },
      { key: 'new-1', id: 0, deleted: 0 },
      { key: 'b', id: 7, deleted: 0 },
    ];
    expect(withoutRow(rows, 'a')).toEqual([
      { key: 'a', id: 4, deleted: 1 },
      { key: 'new-1', id: 0, deleted: 0 },
      { key: 'b', id: 7, deleted: 0 },
    ]);
    expect(withoutRow(rows, 'new-1').map((r) => r.key)).toEqual(['a', 'b']);
    expect(rows[0]?.deleted).toBe(0); // the draft itself is not changed
  });
});

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
