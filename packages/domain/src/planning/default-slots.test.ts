import { describe, expect, it } from 'vitest';
import type { TWorkEmployee } from '../projects/schemas.ts';
import {
  type DefaultSlot,
  defaultSlotKey,
  defaultSlots,
  GONE_STAMP,
  reconcileSlots,
  type SlotProject,
  type SlotWork,
  type StoredSlot,
  workStamp,
} from './default-slots.ts';

const person = (employeeId: number, startTime: number, endTime: number, extra: Partial<TWorkEmployee> = {}) => ({
  employeeId,
  startDate: null,
  endDate: '3000-01-01',
  startTime,
  endTime,
  pause: 0,
  travelTime: 0,
  addition: '',
  ...extra,
});

const work = (overrides: Partial<SlotWork>): SlotWork => ({
  id: 1,
  projectId: 10,
  startDate: '2026-01-01',
  endDate: '3000-01-01',
  periodicType: 1,
  intervalWeeks: 1,
  fixedWeeks: [],
  fixedMonths: [],
  weeksOfMonth: [],
  selectedDays: [1, 3],
  weekDays: { '1': [person(5, 800, 1000)], '3': [person(5, 800, 1000)] },
  deleted: 0,
  ...overrides,
});
const project: SlotProject = { id: 10, endDate: '3000-01-01', deleted: 0, datesClosed: [] };
const always = () => true;
// 2026-11-23 is a Monday (ISO week 48), 2026-11-25 the Wednesday.
const WEEK = ['2026-11-23', '2026-11-29'] as const;

describe('default slots', () => {
  it('makes one slot per work date and planned employee with the work times and a stable key', () => {
    const { slots, open } = defaultSlots([work({})], () => project, ...WEEK, always);
    expect(slots.map((s) => s.key)).toEqual([defaultSlotKey(1, '2026-11-23', 5, 1), 'd:1:2026-11-25:5:1']);
    expect(slots[0]).toMatchObject({
      workId: 1,
      projectId: 10,
      employeeWorkId: 5,
      originalDate: '2026-11-23',
      startTime: 800,
      endTime: 1000,
      stamp: '800-1000-0-0',
    });
    expect(open).toEqual([]);
    // The same input gives the same slots: a second run finds them again.
    expect(defaultSlots([work({})], () => project, ...WEEK, always).slots).toEqual(slots);
  });

  it('gives the same employee twice a day two slots, numbered in the order of the work', () => {
    const twice = work({
      selectedDays: [1],
      weekDays: { '1': [person(5, 600, 800), person(6, 600, 800), person(5, 1800, 2000)] },
    });
    const { slots } = defaultSlots([twice], () => project, ...WEEK, always);
    expect(slots.map((s) => [s.key, s.startTime])).toEqual([
      ['d:1:2026-11-23:5:1', 600],
      ['d:1:2026-11-23:6:1', 600],
      ['d:1:2026-11-23:5:2', 1800],
    ]);
  });

  it("respects each work employee's own dates and availability; nobody left makes an open occurrence", () => {
    const staffed = work({
      weekDays: {
        '1': [person(5, 800, 1000, { endDate: '2026-11-24' })],
        '3': [person(5, 800, 1000, { endDate: '2026-11-24' }), person(6, 900, 1100, { startDate: '2026-11-25' })],
      },
    });
    const { slots, open } = defaultSlots(
      [staffed],
      () => project,
      ...WEEK,
      (id) => id !== 6,
    );
    expect(slots.map((s) => s.key)).toEqual(['d:1:2026-11-23:5:1']);
    expect(open).toEqual([{ key: 'd:1:2026-11-25:0:1', workId: 1, projectId: 10, date: '2026-11-25' }]);
  });

  it("skips closed periods, days after the project's end and works of deleted or unknown projects", () => {
    const closed = { ...project, datesClosed: [{ startDate: '2026-11-23', endDate: '2026-11-24' }] };
    expect(defaultSlots([work({})], () => closed, ...WEEK, always).slots.map((s) => s.originalDate)).toEqual([
      '2026-11-25',
    ]);
    const ended = { ...project, endDate: '2026-11-24' };
    expect(defaultSlots([work({})], () => ended, ...WEEK, always).slots.map((s) => s.originalDate)).toEqual([
      '2026-11-23',
    ]);
    expect(defaultSlots([work({})], () => ({ ...project, deleted: 1 }), ...WEEK, always).slots).toEqual([]);
    expect(defaultSlots([work({})], () => undefined, ...WEEK, always).slots).toEqual([]);
    expect(defaultSlots([work({ deleted: 1 })], () => project, ...WEEK, always).slots).toEqual([]);
  });
});

describe('reconcile slots', () => {
  const slot = (key: string, stamp = '800-1000-0-0') => ({ key, stamp }) as DefaultSlot;
  const stored = (id: number, key: string, extra: Partial<StoredSlot> = {}): StoredSlot => ({
    id,
    key,
    source: 'default',
    confirmed: 0,
    deleted: 0,
    workStamp: '800-1000-0-0',
    ...extra,
  });

  it('creates only missing slots; a removed default shift (del) stays removed', () => {
    const result = reconcileSlots(
      [slot('a'), slot('b'), slot('c')],
      [],
      [stored(1, 'a'), stored(2, 'b', { source: 'del', deleted: 1 })],
    );
    expect(result.create.map((s) => s.key)).toEqual(['c']);
    expect(result.mismatch).toEqual([]);
    expect(result.unchanged).toBe(2);
  });

  it('marks an unconfirmed default shift whose work times changed, once, with the new stamp', () => {
    const changed = slot('a', '900-1100-0-0');
    const first = reconcileSlots([changed], [], [stored(1, 'a')]);
    expect(first.mismatch).toEqual([{ id: 1, stamp: '900-1100-0-0' }]);
    // After the mark (or after the planner removed it) the stored stamp is the new one: nothing more to do.
    expect(reconcileSlots([changed], [], [stored(1, 'a', { workStamp: '900-1100-0-0' })]).mismatch).toEqual([]);
  });

  it('marks unconfirmed default shifts the works no longer ask for, but not confirmed, hand-made or open ones', () => {
    const result = reconcileSlots(
      [],
      [{ key: 'open', workId: 1, projectId: 1, date: '2026-11-23' }],
      [
        stored(1, 'gone'),
        stored(2, 'gone2', { confirmed: 1 }),
        stored(3, 'gone3', { source: '' }),
        stored(4, 'open', { workStamp: '' }),
        stored(5, 'gone4', { workStamp: GONE_STAMP }),
      ],
    );
    expect(result.mismatch).toEqual([{ id: 1, stamp: GONE_STAMP }]);
  });

  it('stamps the times a work entry plans', () => {
    expect(workStamp({ startTime: 600, endTime: 830, pause: 25, travelTime: 10 })).toBe('600-830-25-10');
  });
});
