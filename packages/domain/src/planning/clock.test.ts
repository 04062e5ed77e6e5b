import { describe, expect, it } from 'vitest';
import { clockDeviations, liveClockStatus, summarizeClock, type TClockData } from './clock.ts';
import { zonedInstant } from './clock-time.ts';

// A shift from 08:00 to 10:00 on a winter day; instants are built on the planning's wall clock.
const shift = { date: '2026-11-20', startTime: 800, endTime: 1000 };
const at = (hhmm: number, date = shift.date) =>
  zonedInstant(date, Math.floor(hhmm / 100) * 60 + (hhmm % 100)).toISOString();
const later = new Date(at(2300));
const clock = (inAt?: number, outAt?: number, inDistance: number | null = 20, outDistance: number | null = 20) =>
  ({
    ...(inAt === undefined ? {} : { in: at(inAt), inDistance }),
    ...(outAt === undefined ? {} : { out: at(outAt), outDistance }),
  }) satisfies TClockData;

describe('clock deviations (spec 002 §9)', () => {
  it('finds none for a shift clocked on time, on the spot, within 10 minutes of its length', () => {
    expect(clockDeviations(shift, clock(800, 1000), later)).toEqual([]);
    expect(clockDeviations(shift, clock(755, 1005), later)).toEqual([]);
    expect(clockDeviations(shift, clock(750, 1000), later)).toEqual([]);
  });

  it('finds no deviation in a shift without clock records', () => {
    expect(clockDeviations(shift, {}, later)).toEqual([]);
  });

  it('flags clocked time more than 10 minutes off the shift time, either way', () => {
    expect(clockDeviations(shift, clock(800, 1011), later)).toEqual(['timeDiffers']);
    expect(clockDeviations(shift, clock(800, 949), later)).toEqual(['timeDiffers']);
    expect(clockDeviations(shift, clock(749, 1000), later)).toEqual(['timeDiffers']);
    expect(clockDeviations(shift, clock(800, 1010), later)).toEqual([]);
  });

  it('compares with the shift times as they are now: the confirmed ones after confirmation', () => {
    const confirmed = { ...shift, startTime: 800, endTime: 1100 };
    expect(clockDeviations(confirmed, clock(800, 1100), later)).toEqual([]);
    expect(clockDeviations(shift, clock(800, 1100), later)).toEqual(['timeDiffers']);
  });

  it('flags a clock-in or clock-out more than 100 m from the address', () => {
    expect(clockDeviations(shift, clock(800, 1000, 101, 100), later)).toEqual(['clockInFar']);
    expect(clockDeviations(shift, clock(800, 1000, 100, 250), later)).toEqual(['clockOutFar']);
    expect(clockDeviations(shift, clock(800, 1000, null, null), later)).toEqual([]);
  });

  it('flags a late clock-in up to 15 minutes and over 15 minutes', () => {
    expect(clockDeviations(shift, clock(801, 1001), later)).toEqual(['lateUnder15']);
    expect(clockDeviations(shift, clock(815, 1015), later)).toEqual(['lateUnder15']);
    expect(clockDeviations(shift, clock(816, 1016), later)).toEqual(['lateOver15']);
    // Late and then leaving on time: also less time clocked.
    expect(clockDeviations(shift, clock(830, 1000), later)).toEqual(['timeDiffers', 'lateOver15']);
  });

  it('flags a forgotten clock-out once the end is more than 10 minutes past', () => {
    expect(clockDeviations(shift, clock(800), new Date(at(1010)))).toEqual([]);
    expect(clockDeviations(shift, clock(800), new Date(at(1011)))).toEqual(['forgotClockOut']);
    expect(clockDeviations(shift, clock(800), new Date(at(700, '2026-11-21')))).toEqual(['forgotClockOut']);
  });

  it('flags a clock-out without a clock-in', () => {
    expect(clockDeviations(shift, clock(undefined, 1000), later)).toEqual(['noClockIn']);
  });
});

describe('summarizeClock', () => {
  it('takes the first clock-in and the last clock-out after it, with their distances and times', () => {
    const data = summarizeClock(
      shift,
      [
        { kind: 'out', at: at(1002), distance: 30 },
        { kind: 'in', at: at(805), distance: 12 },
        { kind: 'in', at: at(900), distance: 500 },
        { kind: 'out', at: at(700), distance: 1 },
      ],
      later,
    );
    expect(data).toEqual({
      records: 4,
      in: at(805),
      inTime: 805,
      inDistance: 12,
      out: at(1002),
      outTime: 1002,
      outDistance: 30,
      deviations: ['lateUnder15'],
    });
  });

  it('keeps a clock-out after midnight on the shift and shows its time of day', () => {
    const night = { date: '2026-11-20', startTime: 2200, endTime: 2400 };
    const data = summarizeClock(
      night,
      [
        { kind: 'in', at: at(2200), distance: null },
        { kind: 'out', at: at(5, '2026-11-21'), distance: null },
      ],
      later,
    );
    expect(data.outTime).toBe(5);
    expect(data.deviations).toEqual([]);
  });
});

describe('live clock status (spec 002 §4)', () => {
  const now = (hhmm: number) => new Date(at(hhmm));
  it('is upcoming before the start, then late without clock-in under and over 15 minutes', () => {
    expect(liveClockStatus(shift, {}, now(759))).toBe('upcoming');
    expect(liveClockStatus(shift, {}, now(800))).toBe('upcoming');
    expect(liveClockStatus(shift, {}, now(801))).toBe('lateNoClockInUnder15');
    expect(liveClockStatus(shift, {}, now(815))).toBe('lateNoClockInUnder15');
    expect(liveClockStatus(shift, {}, now(816))).toBe('lateNoClockInOver15');
    expect(liveClockStatus(shift, {}, now(1200))).toBe('lateNoClockInOver15');
  });

  it('is clocked in, or clocked in late, and forgot to clock out 10 minutes after the end', () => {
    expect(liveClockStatus(shift, clock(800), now(900))).toBe('clockedIn');
    expect(liveClockStatus(shift, clock(759), now(900))).toBe('clockedIn');
    expect(liveClockStatus(shift, clock(805), now(900))).toBe('clockedInLate');
    expect(liveClockStatus(shift, clock(800), now(1010))).toBe('clockedIn');
    expect(liveClockStatus(shift, clock(800), now(1011))).toBe('forgotClockOut');
  });

  it('is clocked out, or clocked out late when more than 10 minutes after the end', () => {
    expect(liveClockStatus(shift, clock(800, 1010), now(1100))).toBe('clockedOut');
    expect(liveClockStatus(shift, clock(800, 1011), now(1100))).toBe('clockedOutLate');
    expect(liveClockStatus(shift, clock(800, 930), now(1100))).toBe('clockedOut');
  });
});
