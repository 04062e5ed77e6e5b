import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { parseCsv } from '../../../platform/csv-import/csv.ts';
import { parseWeekdays, weekdayOf } from './weekdays.ts';
import { buildWorkRows, parseMinutes, WORK_COLUMNS } from './work-import.ts';

const context = {
  projects: [
    { id: 1, name: 'Stadhuis', code: 'P-01' },
    { id: 2, name: 'Kantoor', code: '' },
    { id: 3, name: 'Kantoor', code: 'K-2' },
  ],
  workTypes: [{ id: 4, name: 'Glasbewassing' }],
  locale: 'nl' as const,
};

describe('weekdays', () => {
  it('reads numbers and day names in our languages', () => {
    expect(parseWeekdays('ma,di')).toEqual([1, 2]);
    expect(parseWeekdays('1,2')).toEqual([1, 2]);
    expect(parseWeekdays('Mon, Tue')).toEqual([1, 2]);
    expect(parseWeekdays('maandag donderdag')).toEqual([1, 4]);
    expect(parseWeekdays('lun;mer;ven')).toEqual([1, 3, 5]);
    expect(parseWeekdays('ma-vr')).toEqual([1, 2, 3, 4, 5]);
  });

  it('tells similar names apart by their longest start', () => {
    expect(weekdayOf('mardi')).toBe(2);
    expect(weekdayOf('maandag')).toBe(1);
    expect(weekdayOf('domingo')).toBe(7);
    expect(weekdayOf('donderdag')).toBe(4);
    expect(weekdayOf('dimanche')).toBe(7);
    expect(weekdayOf('miércoles')).toBe(3);
  });

  it('refuses what is not a day', () => {
    expect(parseWeekdays('')).toBeNull();
    expect(parseWeekdays('ma,x')).toBeNull();
    expect(parseWeekdays('8')).toBeNull();
    expect(parseWeekdays('vr-ma')).toBeNull();
  });
});

describe('work import rows', () => {
  const FILE = [
    'Project;Omschrijving;Soort werk;Startdatum;Einddatum;Dagen;Interval;Minuten;Uurtarief',
    'P-01;Dagelijks;glasbewassing;1-2-2026;;ma,do;2;1:30;32,50',
    'Kantoor;Week;;01-02-2026;;di;;;',
    'Nergens;;;01-02-2026;;x;;;abc',
    'Stadhuis;;;31-02-2026;;wo;;;',
  ].join('\n');
  const table = parseCsv(FILE);
  const { mapping, recognized } = recognizeColumns(WORK_COLUMNS, table.headers);
  const rows = buildWorkRows(table.rows, mapping, context);

  it('recognises the Dutch headers', () => {
    expect(recognized).toBe(true);
  });

  it('builds a work on the project found by code, with days, interval, minutes and rate in cents', () => {
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.payload).toMatchObject({
      projectId: 1,
      description: 'Dagelijks',
      workType: 4,
      startDate: '2026-02-01',
      endDate: '3000-01-01',
      selectedDays: [1, 4],
      intervalWeeks: 2,
      minutes: 90,
      hourRate: 3250,
      periodicType: 1,
    });
    expect(rows[0]?.name).toBe('Stadhuis – Dagelijks');
  });

  it('refuses a project name that two projects share', () => {
    expect(rows[1]?.errors).toEqual([{ field: 'project', code: 'projectAmbiguous' }]);
  });

  it('refuses an unknown project, days and amount', () => {
    expect(rows[2]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'project', code: 'projectUnknown' },
        { field: 'days', code: 'daysInvalid' },
        { field: 'hourRate', code: 'invalidAmount' },
      ]),
    );
  });

  it('refuses a date that does not exist', () => {
    expect(rows[3]?.errors).toEqual([{ field: 'startDate', code: 'invalidDate' }]);
  });

  it('reads minutes as a number or hours:minutes', () => {
    expect(parseMinutes('90')).toBe('90');
    expect(parseMinutes('1:30')).toBe(90);
    expect(parseMinutes('2.15')).toBe(135);
  });
});
