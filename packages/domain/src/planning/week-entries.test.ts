import { describe, expect, it } from 'vitest';
import { packWeekEntry, type TWeekEntry, unpackWeekEntry } from './week-entries.ts';

const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('week entries on the wire', () => {
  it('packs a shift into a short array and back without losing anything', () => {
    const entry: TWeekEntry = {
      id: 41,
      date: '2026-11-27',
      employeeId: 7,
      projectId: 12,
      startTime: 800,
      endTime: 1230,
      pause: 25,
      travelTime: 50,
      hours: 425,
      planningType: 2,
      confirmed: 1,
      mismatch: 1,
      announced: 1,
      addition: 'Ramen',
      note: 'Sleutel bij de receptie',
      flags: ['overwork', 'overlap', 'noted', 'mismatch'],
      color: 'conflict',
    };
    const { flags: _flags, color: _color, ...shift } = entry;
    // overwork is bit 0, overlap bit 2, noted bit 5, mismatch bit 6.
    const packed = packWeekEntry(shift, 4, 1 | 4 | 32 | 64, 'conflict');
    expect(packed.slice(0, 2)).toEqual([41, 4]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(entry).length / 2);
    expect(unpackWeekEntry(JSON.parse(JSON.stringify(packed)), DATES)).toEqual(entry);
  });

  it('reads a shift without flags as scheduled with none', () => {
    expect(unpackWeekEntry([1, 0, 0, 3, 600, 800, 0, 0, 200, 1, 0, 0, 0, 0, '', '', 0], DATES)).toMatchObject({
      date: '2026-11-23',
      flags: [],
      color: 'scheduled',
      employeeId: 0,
      announced: 0,
    });
  });
});
