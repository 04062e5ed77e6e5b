import type { TWeekEntry } from '@backoffice/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { tooltipLines } from './shift-tooltip.ts';

const t = ((key: string) => key) as unknown as TFunction;
const entry: TWeekEntry = {
  id: 7,
  date: '2026-11-23',
  employeeId: 3,
  projectId: 9,
  startTime: 800,
  endTime: 1230,
  pause: 50,
  travelTime: 0,
  hours: 400,
  planningType: 1,
  confirmed: 0,
  mismatch: 0,
  announced: 1,
  addition: '',
  note: 'Alarm code changed',
  flags: ['overwork'],
  color: 'conflict',
};

describe('the tooltip of a shift in the week view', () => {
  it('shows the chosen fields in their order, labelled, and leaves out the empty ones', () => {
    expect(tooltipLines(entry, ['time', 'project', 'pause', 'travelTime', 'addition', 'note'], 'Kantoor', t)).toEqual([
      '08:00–12:30',
      'absences.tooltipFields.project: Kantoor',
      'absences.tooltipFields.pause: 0.50',
      'absences.tooltipFields.note: Alarm code changed',
    ]);
  });

  it('shows the status as the colour, the planning type, each flag and the announcement', () => {
    expect(tooltipLines(entry, ['status'], '', t)).toEqual([
      'planning.colors.conflict',
      'planning.types.1',
      'planning.flags.overwork',
      'planning.week.announced',
    ]);
  });

  it('adds customer, address and mobile number once they are read from the server', () => {
    const fields = ['customer', 'address', 'hours'] as const;
    expect(tooltipLines(entry, fields, 'Kantoor', t)).toEqual(['absences.tooltipFields.hours: 4.00']);
    const details = { customer: 'Tandarts Zuilen', address: 'Croeselaan 1, 3521 BJ Utrecht', mobile: '' };
    expect(tooltipLines(entry, fields, 'Kantoor', t, details)).toEqual([
      'absences.tooltipFields.customer: Tandarts Zuilen',
      'absences.tooltipFields.address: Croeselaan 1, 3521 BJ Utrecht',
      'absences.tooltipFields.hours: 4.00',
    ]);
  });
});
