import { describe, expect, it } from 'vitest';
import { applyMainProjectAddress, isProjectActive, isWorkActive } from './rules.ts';

const TODAY = '2026-06-15';
const OPEN = '3000-01-01';
const dated = (endDate: string, deleted = 0) => ({ endDate, deleted });

describe('isWorkActive (spec 000 §4)', () => {
  it.each([
    { name: 'open end date', work: dated(OPEN), expected: true },
    { name: 'ends in the future', work: dated('2026-06-16'), expected: true },
    { name: 'ends today: still active today', work: dated(TODAY), expected: true },
    { name: 'ended yesterday', work: dated('2026-06-14'), expected: false },
    { name: 'deleted', work: dated(OPEN, 1), expected: false },
  ])('$name → $expected', ({ work, expected }) => {
    expect(isWorkActive(work, TODAY)).toBe(expected);
  });
});

describe('isProjectActive (spec 000 §4)', () => {
  const activeWork = dated(OPEN);
  it.each([
    { name: 'open end date with an active work', project: dated(OPEN), works: [activeWork], expected: true },
    { name: 'ends today with an active work', project: dated(TODAY), works: [activeWork], expected: true },
    {
      name: 'ended yesterday despite an active work',
      project: dated('2026-06-14'),
      works: [activeWork],
      expected: false,
    },
    { name: 'no works', project: dated(OPEN), works: [], expected: false },
    {
      name: 'only ended works',
      project: dated(OPEN),
      works: [dated('2026-06-14'), dated('2025-12-31')],
      expected: false,
    },
    {
      name: 'one ended, one active work',
      project: dated(OPEN),
      works: [dated('2026-06-14'), activeWork],
      expected: true,
    },
    { name: 'only deleted works', project: dated(OPEN), works: [dated(OPEN, 1)], expected: false },
    { name: 'deleted project', project: dated(OPEN, 1), works: [activeWork], expected: false },
  ])('$name → $expected', ({ project, works, expected }) => {
    expect(isProjectActive(project, works, TODAY)).toBe(expected);
  });
});

describe('applyMainProjectAddress (spec 000 §4)', () => {
  const address = (mainAddress: number, deleted = 0) => ({ mainAddress, deleted });
  const mains = (list: { mainAddress: number }[]) => list.map((a) => a.mainAddress);

  it('a new main address clears the main flag of the others', () => {
    expect(mains(applyMainProjectAddress([address(1), address(0), address(0)], 2))).toEqual([0, 0, 1]);
  });

  it('without a new main, the last address marked main wins', () => {
    expect(mains(applyMainProjectAddress([address(1), address(0), address(1)]))).toEqual([0, 0, 1]);
  });

  it('ignores deleted addresses: they are never main', () => {
    expect(mains(applyMainProjectAddress([address(0), address(1, 1), address(1)]))).toEqual([0, 0, 1]);
    expect(mains(applyMainProjectAddress([address(1, 1), address(0), address(0)]))).toEqual([0, 0, 0]);
    expect(mains(applyMainProjectAddress([address(0), address(0, 1)], 1))).toEqual([0, 0]);
  });

  it('a single remaining address becomes main', () => {
    expect(mains(applyMainProjectAddress([address(0)]))).toEqual([1]);
    expect(mains(applyMainProjectAddress([address(1, 1), address(0)]))).toEqual([0, 1]);
  });

  it('with several addresses and none marked, none is main', () => {
    expect(mains(applyMainProjectAddress([address(0), address(0)]))).toEqual([0, 0]);
    expect(applyMainProjectAddress([])).toEqual([]);
  });

  it('keeps the other fields and does not change its input', () => {
    const input = [
      { id: 7, city: 'Utrecht', mainAddress: 1, deleted: 0 },
      { id: 8, city: 'Zeist', mainAddress: 0, deleted: 0 },
    ];
    expect(applyMainProjectAddress(input, 1)).toEqual([
      { id: 7, city: 'Utrecht', mainAddress: 0, deleted: 0 },
      { id: 8, city: 'Zeist', mainAddress: 1, deleted: 0 },
    ]);
    expect(input[0]?.mainAddress).toBe(1);
  });
});
