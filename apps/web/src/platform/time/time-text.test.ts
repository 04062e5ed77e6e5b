import { describe, expect, it } from 'vitest';
import { minutesBetween, minutesToText, normalizeTimeText, textToTime, timeToText } from './time-text.ts';

describe('HH:mm <-> HHmm', () => {
  it('shows HHmm integers as HH:mm and invalid values as empty', () => {
    expect(timeToText(830)).toBe('08:30');
    expect(timeToText(0)).toBe('00:00');
    expect(timeToText(2400)).toBe('24:00');
    expect(timeToText(1275)).toBe('');
    expect(timeToText(null)).toBe('');
  });

  it('reads what planners type', () => {
    expect(textToTime('13:30')).toBe(1330);
    expect(textToTime(' 9:05 ')).toBe(905);
    expect(textToTime('13.30')).toBe(1330);
    expect(textToTime('1330')).toBe(1330);
    expect(textToTime('930')).toBe(930);
    expect(textToTime('8')).toBe(800);
    expect(textToTime('')).toBeNull();
    expect(textToTime('12:60')).toBeNull();
    expect(textToTime('25')).toBeNull();
    expect(textToTime('abc')).toBeNull();
  });

  it('accepts 24:00 only as an end time', () => {
    expect(textToTime('24:00')).toBeNull();
    expect(textToTime('24:00', { end: true })).toBe(2400);
    expect(textToTime('24', { end: true })).toBe(2400);
  });

  it('normalises a readable time and leaves anything else as typed', () => {
    expect(normalizeTimeText('8')).toBe('08:00');
    expect(normalizeTimeText('1715')).toBe('17:15');
    expect(normalizeTimeText('8:7')).toBe('8:7');
  });

  it('counts minutes between times and writes totals as h:mm', () => {
    expect(minutesBetween(800, 1230)).toBe(270);
    expect(minutesBetween(1230, 800)).toBe(0);
    expect(minutesBetween(2200, 2400)).toBe(120);
    expect(minutesToText(90)).toBe('1:30');
    expect(minutesToText(1505)).toBe('25:05');
  });
});
