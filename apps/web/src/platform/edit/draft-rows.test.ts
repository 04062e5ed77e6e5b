import { describe, expect, it } from 'vitest';
import { withoutRow } from './draft-rows.ts';

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
