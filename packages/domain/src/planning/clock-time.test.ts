import { describe, expect, it } from 'vitest';
import { minutesFromDate, nextDailyAt, wallClock, wrappedTimeOfMinutes, zonedInstant } from './clock-time.ts';

describe('planning wall clock (Europe/Amsterdam)', () => {
  it('reads an instant in winter (UTC+1) and summer (UTC+2) time', () => {
    expect(wallClock(new Date('2026-01-15T07:05:00Z'))).toEqual({ date: '2026-01-15', minutes: 8 * 60 + 5 });
    expect(wallClock(new Date('2026-07-15T06:05:00Z'))).toEqual({ date: '2026-07-15', minutes: 8 * 60 + 5 });
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(wallClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', minutes: 30 });
  });

  it('agrees with Intl for every quarter hour of a year and for odd seconds (the offset cache is exact)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let t = start; t < start + 366 * 86_400_000; t += 15 * 60_000 + 7_001) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
      expect(wallClock(new Date(t))).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      });
    }
    // A zone with a half-hour offset.
    expect(wallClock(new Date('2026-11-23T10:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-23', minutes: 930 });
  });

  it('counts minutes from the start of the shift date, across midnight both ways', () => {
    expect(minutesFromDate('2026-11-23', new Date('2026-11-23T23:30:00Z'))).toBe(1440 + 30);
    expect(minutesFromDate('2026-11-23', new Date('2026-11-22T22:50:00Z'))).toBe(-10);
  });

  it('plans a nightly run at the next 03:30 on the wall clock: tonight, or tomorrow night once it has passed', () => {
    const at = (iso: string) => nextDailyAt(new Date(iso), 3 * 60 + 30).toISOString();
    expect(at('2026-11-26T01:00:00Z')).toBe('2026-11-26T02:30:00.000Z');
    expect(at('2026-11-26T02:30:00Z')).toBe('2026-11-27T02:30:00.000Z');
    // After 23:00 UTC it is already the next day in Amsterdam.
    expect(at('2026-11-26T23:30:00Z')).toBe('2026-11-27T02:30:00.000Z');
    // The night the clocks go back (25 October 2026) and the summer night after.
    expect(at('2026-10-24T12:00:00Z')).toBe('2026-10-25T02:30:00.000Z');
    expect(at('2026-07-01T12:00:00Z')).toBe('2026-07-02T01:30:00.000Z');
  });

  it('finds the instant of a wall-clock time, also on the days the clocks change', () => {
    expect(zonedInstant('2026-11-23', 8 * 60).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(zonedInstant('2026-07-01', 8 * 60).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    // 29 March 2026: 02:00 becomes 03:00; 06:00 that day is summer time.
    expect(zonedInstant('2026-03-29', 6 * 60).toISOString()).toBe('2026-03-29T04:00:00.000Z');
    // 25 October 2026: 03:00 goes back to 02:00; 06:00 that day is winter time.
    expect(zonedInstant('2026-10-25', 6 * 60).toISOString()).toBe('2026-10-25T05:00:00.000Z');
    for (const minutes of [0, 359, 721, 1439]) {
      expect(minutesFromDate('2026-10-25', zonedInstant('2026-10-25', minutes))).toBe(minutes);
    }
  });

  it('turns minutes from a date into HHmm, wrapping a time after midnight into the day', () => {
    expect(wrappedTimeOfMinutes(810)).toBe(1330);
    expect(wrappedTimeOfMinutes(1440 + 75)).toBe(115);
    expect(wrappedTimeOfMinutes(-10)).toBe(2350);
  });
});
