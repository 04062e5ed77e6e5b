import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../api.ts';
import {
  applyProjectAddress,
  emptyProject,
  emptyProjectAddress,
  makeMainAddress,
  type ProjectAddressDraft,
  parseDraft,
  removeProjectAddress,
  toDraft,
} from './project-draft.ts';

const address = (key: string, id: number, mainAddress: number, deleted = 0): ProjectAddressDraft => ({
  ...emptyProjectAddress([]),
  key,
  id,
  address: `Street ${key}`,
  city: 'Utrecht',
  mainAddress,
  deleted,
});
const mains = (rows: readonly ProjectAddressDraft[]) => rows.map((row) => row.mainAddress);

describe('project draft ↔ request', () => {
  it('starts a new project with the schema defaults and the preselected customer', () => {
    const draft = emptyProject(12);
    expect(draft).toMatchObject({ id: 0, customerId: 12, mapColor: '0000FF', announcement: 1, endDate: '3000-01-01' });
  });

  it("starts a new project from the owner's announcement defaults; a saved project keeps its own", () => {
    expect(toDraft(undefined, 5, { mode: 2, days: 3 })).toMatchObject({
      customerId: 5,
      announcement: 2,
      announcementDays: 3,
    });
    const saved = { ...emptyProject(3), id: 8, name: 'Kantoor Noord', active: true, customerName: 'X', works: [] };
    expect(toDraft(saved as unknown as ProjectDetail, 0, { mode: 3, days: 5 })).toMatchObject({ announcement: 1 });
  });

  it('copies a saved project, keys its addresses and leaves derived fields and works out', () => {
    const saved = {
      ...emptyProject(3),
      id: 8,
      name: 'Kantoor Noord',
      customerName: 'Acme',
      active: true,
      works: [],
      fields: { '4': 'yes' },
      addresses: [{ ...address('x', 21, 1), key: undefined }],
    } as unknown as ProjectDetail;
    const draft = toDraft(saved);
    expect(draft).not.toHaveProperty('customerName');
    expect(draft).not.toHaveProperty('works');
    expect(draft.fields).toEqual({ '4': 'yes' });
    expect(draft.addresses[0]?.key).toBe('id-21');
  });

  it('sends the draft without row keys or works, with an empty end date as the open end', () => {
    const draft = { ...emptyProject(), name: 'Kantoor Noord', endDate: '', addresses: [address('new-1', 0, 1)] };
    const parsed = parseDraft(draft);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.endDate).toBe('3000-01-01');
    expect(parsed.data.addresses[0]).not.toHaveProperty('key');
    expect(parsed.data).not.toHaveProperty('works');
  });

  it('refuses a short name and announcements without an e-mail, with the schema messages', () => {
    const parsed = parseDraft({ ...emptyProject(), name: 'AB', announcement: 2, announcementEmail: '' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const byPath = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath.name).toBe('At least 3 characters');
    expect(byPath.announcementEmail).toBe('An announcement email is required when announcements are enabled');
  });

  it('refuses announcement days outside 1 to 5', () => {
    const parsed = parseDraft({ ...emptyProject(), name: 'Kantoor', announcementDays: 6 });
    expect(parsed.success).toBe(false);
  });
});

describe('main project address in the draft', () => {
  it('makes the first address main', () => {
    expect(emptyProjectAddress([]).mainAddress).toBe(1);
    expect(emptyProjectAddress([address('a', 1, 1)]).mainAddress).toBe(0);
  });

  it('clears the other main flags when a new main address is added', () => {
    const rows = [address('a', 1, 1), address('b', 2, 0)];
    const next = applyProjectAddress(rows, address('new-1', 0, 1));
    expect(mains(next)).toEqual([0, 0, 1]);
    expect(mains(rows)).toEqual([1, 0]); // the draft itself is not changed
  });

  it('keeps the main address when a non-main one is edited', () => {
    const rows = [address('a', 1, 1), address('b', 2, 0)];
    const next = applyProjectAddress(rows, { ...address('b', 2, 0), city: 'Zeist' });
    expect(mains(next)).toEqual([1, 0]);
    expect(next[1]?.city).toBe('Zeist');
  });

  it('moves the flag with "make main" and on removal leaves a single remaining address main', () => {
    const rows = [address('a', 1, 1), address('b', 2, 0)];
    expect(mains(makeMainAddress(rows, 'b'))).toEqual([0, 1]);
    const removed = removeProjectAddress(rows, 'a');
    expect(removed.map((row) => [row.key, row.deleted, row.mainAddress])).toEqual([
      ['a', 1, 0],
      ['b', 0, 1],
    ]);
  });
});
