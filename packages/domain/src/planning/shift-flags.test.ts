import { describe, expect, it } from 'vitest';
import { type FlagAbsence, type FlagEntry, planningFlags as flagBits, flagsOfBits, shiftColor } from './shift-flags.ts';

/** The flags and colour per shift id, read from the bits. */
function planningFlags(...args: Parameters<typeof flagBits>) {
  const { bits, colors, summary } = flagBits(...args);
  const marks = new Map(args[0].map((e, i) => [e.id, { flags: flagsOfBits(bits[i] ?? 0), color: colors[i] }]));
  return { marks, summary };
}

let nextId = 1;
const shift = (overrides: Partial<FlagEntry>): FlagEntry => ({
  id: nextId++,
  employeeId: 1,
  projectId: 10,
  date: '2026-11-23',
  startTime: 800,
  endTime: 1000,
  pause: 0,
  note: '',
  confirmed: 0,
  mismatch: 0,
  ...overrides,
});
const noBlacklist = () => undefined;

describe('planning flags', () => {
  it('flags an employee planned over 9 hours on one day, not 9 hours exactly, and not across days', () => {
    const long = [
      shift({ employeeId: 1, startTime: 600, endTime: 1200 }),
      shift({ employeeId: 1, startTime: 1300, endTime: 1700 }),
    ];
    const exactly9 = [
      shift({ employeeId: 2, startTime: 600, endTime: 1200 }),
      shift({ employeeId: 2, startTime: 1200, endTime: 1530, pause: 50 }),
    ];
    const twoDays = [
      shift({ employeeId: 3, startTime: 600, endTime: 1200 }),
      shift({ employeeId: 3, date: '2026-11-24', startTime: 600, endTime: 1200 }),
    ];
    const { marks, summary } = planningFlags([...long, ...exactly9, ...twoDays], [], noBlacklist);
    expect(summary.overwork).toEqual([{ employeeId: 1, date: '2026-11-23', hours: 1000 }]);
    expect(long.map((e) => marks.get(e.id)?.flags)).toEqual([['overwork'], ['overwork']]);
    expect([...exactly9, ...twoDays].every((e) => marks.get(e.id)?.flags.length === 0)).toBe(true);
  });

  it('counts shifts ending before they start and names their employees', () => {
    const entries = [
      shift({ employeeId: 4, startTime: 2200, endTime: 600 }),
      shift({ employeeId: 4, date: '2026-11-24', startTime: 1400, endTime: 1300 }),
      shift({ employeeId: 2, startTime: 1800, endTime: 1700 }),
      shift({ employeeId: 5 }),
    ];
    const { summary, marks } = planningFlags(entries, [], noBlacklist);
    expect(summary.endBeforeStart).toEqual({ count: 3, employeeIds: [2, 4] });
    expect(marks.get(entries[0]?.id ?? 0)?.flags).toEqual(['endBeforeStart']);
  });

  it('marks overlapping shifts of one employee as conflicts; touching shifts and other employees are fine', () => {
    const a = shift({ employeeId: 1, startTime: 800, endTime: 1000 });
    const b = shift({ employeeId: 1, startTime: 930, endTime: 1100, projectId: 11 });
    const c = shift({ employeeId: 1, startTime: 1100, endTime: 1200 });
    const d = shift({ employeeId: 2, startTime: 800, endTime: 1000 });
    const unassigned = [shift({ employeeId: 0 }), shift({ employeeId: 0 })];
    const { marks, summary } = planningFlags([c, b, a, d, ...unassigned], [], noBlacklist);
    expect(marks.get(a.id)).toEqual({ flags: ['overlap'], color: 'conflict' });
    expect(marks.get(b.id)?.color).toBe('conflict');
    expect(marks.get(c.id)?.color).toBe('scheduled');
    expect(marks.get(d.id)?.color).toBe('scheduled');
    expect(unassigned.every((e) => marks.get(e.id)?.color === 'scheduled')).toBe(true);
    expect(summary.conflicts).toEqual({ count: 2, employeeIds: [1] });
  });

  it('marks a shift in an approved (or answered approved) absence; requested and denied ones do not count', () => {
    const absences: FlagAbsence[] = [
      { employeeId: 1, startDate: '2026-11-20', endDate: '2026-11-23', status: 2 },
      { employeeId: 2, startDate: '2026-11-23', endDate: '2026-11-23', status: 1 },
      { employeeId: 3, startDate: '2026-11-23', endDate: '2026-11-23', status: 3 },
      // Answered: counts as its decision.
      { employeeId: 4, startDate: '2026-11-23', endDate: '2026-11-23', status: 4, decision: 2 },
      { employeeId: 5, startDate: '2026-11-23', endDate: '2026-11-23', status: 4, decision: 3 },
    ];
    const sick = shift({ employeeId: 1 });
    const after = shift({ employeeId: 1, date: '2026-11-24' });
    const answered = shift({ employeeId: 4 });
    const others = [shift({ employeeId: 2 }), shift({ employeeId: 3 }), shift({ employeeId: 5 })];
    const { marks, summary } = planningFlags([sick, after, answered, ...others], absences, noBlacklist);
    expect(marks.get(sick.id)).toEqual({ flags: ['absence'], color: 'absence' });
    expect(marks.get(answered.id)).toEqual({ flags: ['absence'], color: 'absence' });
    expect(marks.get(after.id)?.color).toBe('scheduled');
    expect(others.every((e) => marks.get(e.id)?.color === 'scheduled')).toBe(true);
    expect(summary.conflicts).toEqual({ count: 2, employeeIds: [1, 4] });
  });

  it('marks blacklisted employees, noted and mismatched shifts', () => {
    const refused = shift({ employeeId: 7, projectId: 20 });
    const noted = shift({ employeeId: 8, projectId: 20, note: 'Sleutel bij de receptie' });
    const blank = shift({ employeeId: 9, projectId: 20, note: '   ' });
    const changed = shift({ employeeId: 9, projectId: 21, date: '2026-11-25', mismatch: 1 });
    const { marks, summary } = planningFlags([refused, noted, blank, changed], [], (id) =>
      id === 20 ? [7] : undefined,
    );
    expect(marks.get(refused.id)?.color).toBe('blacklisted');
    expect(marks.get(noted.id)).toEqual({ flags: ['noted'], color: 'noted' });
    expect(marks.get(blank.id)?.color).toBe('scheduled');
    expect(marks.get(changed.id)).toEqual({ flags: ['mismatch'], color: 'scheduled' });
    expect(summary).toMatchObject({ blacklisted: { count: 1, employeeIds: [7] }, noted: 1, mismatch: 1 });
  });

  it('chooses the colour by precedence: blacklisted, absence, conflict, noted, then confirmed or scheduled', () => {
    expect(shiftColor(['noted', 'overlap', 'absence', 'blacklisted'], 1)).toBe('blacklisted');
    expect(shiftColor(['noted', 'overlap', 'absence'], 0)).toBe('absence');
    expect(shiftColor(['noted', 'overlap'], 0)).toBe('conflict');
    expect(shiftColor(['noted', 'overwork'], 1)).toBe('noted');
    expect(shiftColor(['overwork'], 1)).toBe('confirmed');
    expect(shiftColor([], 2)).toBe('confirmed');
    expect(shiftColor(['mismatch'], 0)).toBe('scheduled');
  });
});
