import { describe, expect, it } from 'vitest';
import { nameById } from '../../../employees/index.ts';
import { filterKeys, keyPath, NO_PROJECT } from './keys-filter.ts';

const KEYS = [
  { id: 1, projectId: 5, kind: 1 },
  { id: 2, projectId: 5, kind: 3 },
  { id: 3, projectId: 0, kind: 2 },
  { id: 4, projectId: 6, kind: 1, deleted: 1 },
];
const ids = (list: { id: number }[]) => list.map((key) => key.id);

describe('keys overview', () => {
  it('filters by project (or no project) and by kind, never showing deleted keys', () => {
    expect(ids(filterKeys(KEYS, { projectId: 0, kind: 0 }))).toEqual([1, 2, 3]);
    expect(ids(filterKeys(KEYS, { projectId: 5, kind: 0 }))).toEqual([1, 2]);
    expect(ids(filterKeys(KEYS, { projectId: NO_PROJECT, kind: 0 }))).toEqual([3]);
    expect(ids(filterKeys(KEYS, { projectId: 5, kind: 3 }))).toEqual([2]);
    expect(filterKeys(undefined, { projectId: 0, kind: 0 })).toEqual([]);
  });

  it('names the project of a key and links it to the project Keys tab', () => {
    const name = nameById([{ id: 5, name: 'Stadhuis' }]);
    expect([name(5), name(0), name(9)]).toEqual(['Stadhuis', '', '#9']);
    expect(keyPath({ id: 1, projectId: 5 })).toBe('/Projects/Edit/5/Keys/1');
    expect(keyPath({ id: 3, projectId: 0 })).toBeUndefined();
  });
});
