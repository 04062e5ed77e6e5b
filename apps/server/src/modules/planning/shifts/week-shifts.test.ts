import { describe, expect, it } from 'vitest';
import { parseShiftText } from './week-shifts.ts';

const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const US = '\u001f';

describe('the week shifts text', () => {
  it('reads whole numbers and texts, empty texts included, shift after shift', () => {
    const doc = [
      [101, 0, 7, 12, 600, 830, 25, 10, 225, 1, 0, 0, 0, '', 'Sleutel; code 12,34 "alarm"'],
      [102, 6, 0, 13, 2200, 600, 0, 0, 0, 3, 2, 1, 1, 'Ramen', ''],
    ]
      .map((fields) => fields.join(US))
      .join(US);
    expect(parseShiftText(doc, DATES)).toEqual([
      {
        id: 101,
        day: 0,
        date: '2026-11-23',
        employeeId: 7,
        projectId: 12,
        startTime: 600,
        endTime: 830,
        pause: 25,
        travelTime: 10,
        hours: 225,
        planningType: 1,
        confirmed: 0,
        mismatch: 0,
        announced: 0,
        addition: '',
        note: 'Sleutel; code 12,34 "alarm"',
      },
      {
        id: 102,
        day: 6,
        date: '2026-11-29',
        employeeId: 0,
        projectId: 13,
        startTime: 2200,
        endTime: 600,
        pause: 0,
        travelTime: 0,
        hours: 0,
        planningType: 3,
        confirmed: 2,
        mismatch: 1,
        announced: 1,
        addition: 'Ramen',
        note: '',
      },
    ]);
  });

  it('reads an empty week as no shifts', () => {
    expect(parseShiftText('', DATES)).toEqual([]);
  });
});
