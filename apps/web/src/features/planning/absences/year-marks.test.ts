import { describe, expect, it } from 'vitest';
import { dayMarks } from './year-marks.ts';

const absent = (startDate: string, endDate: string, kind: number, status: number, decision = status) => ({
  startDate,
  endDate,
  kind,
  status,
  decision,
});

describe('the days of the yearly overview', () => {
  it('marks the days of approved absences and requests inside the year, never denied ones', () => {
    const marks = dayMarks(
      [
        absent('2026-12-30', '2027-01-02', 2, 2),
        absent('2027-03-01', '2027-03-02', 1, 1),
        absent('2027-04-01', '2027-04-01', 1, 4, 3),
        absent('2027-12-31', '2028-01-10', 2, 4, 2),
        absent('2027-06-29', '3000-01-01', 2, 2),
      ],
      2027,
      '2027-07-01',
    );
    expect([...marks.keys()]).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-03-01',
      '2027-03-02',
      '2027-12-31',
      '2027-06-29',
      '2027-06-30',
      '2027-07-01',
    ]);
    expect(marks.get('2027-01-01')).toEqual({ kind: 2, approved: true });
    expect(marks.get('2027-03-01')).toEqual({ kind: 1, approved: false });
    expect(marks.get('2027-12-31')).toEqual({ kind: 2, approved: true });
  });

  it('shows an approved absence over a request on the same day', () => {
    const marks = dayMarks(
      [absent('2027-05-03', '2027-05-03', 2, 2), absent('2027-05-03', '2027-05-04', 1, 1)],
      2027,
      '2027-01-01',
    );
    expect(marks.get('2027-05-03')).toEqual({ kind: 2, approved: true });
    expect(marks.get('2027-05-04')).toEqual({ kind: 1, approved: false });
  });
});
