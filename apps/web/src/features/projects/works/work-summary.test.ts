import { describe, expect, it } from 'vitest';
import { daysSummary, employeeSchedule, joinWords, recurrenceSummary } from './work-summary.ts';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}${JSON.stringify(params)}` : key);
const base = { periodicType: 1, intervalWeeks: 1, fixedWeeks: [], weeksOfMonth: [], fixedMonths: [] };

describe('recurrenceSummary', () => {
  it('says weekly for an interval of one week and counts longer intervals', () => {
    expect(recurrenceSummary(base, t, 'en')).toBe('works.summary.weekly');
    expect(recurrenceSummary({ ...base, intervalWeeks: 2 }, t, 'en')).toBe('works.summary.everyWeeks{"count":2}');
  });

  it('lists fixed ISO weeks', () => {
    expect(recurrenceSummary({ ...base, periodicType: 2, fixedWeeks: [1, 5, 9] }, t, 'en')).toBe(
      'works.summary.isoWeeks{"count":3,"weeks":"1, 5, 9"}',
    );
    expect(recurrenceSummary({ ...base, periodicType: 2 }, t, 'en')).toBe('works.summary.noWeeks');
  });

  it('names the weeks of the month with ordinals', () => {
    expect(recurrenceSummary({ ...base, periodicType: 3, weeksOfMonth: [1] }, t, 'en')).toBe(
      'works.summary.weeksOfMonth{"weeks":"works.ordinal.1"}',
    );
    expect(recurrenceSummary({ ...base, periodicType: 3, weeksOfMonth: [1, 3] }, t, 'en')).toContain(
      'works.summary.list{\\"items\\":\\"works.ordinal.1\\",\\"last\\":\\"works.ordinal.3\\"}',
    );
  });

  it('adds the months a work is limited to, in the reader language', () => {
    expect(recurrenceSummary({ ...base, fixedMonths: [1, 4] }, t, 'en')).toBe(
      'works.summary.withMonths{"base":"works.summary.weekly","months":"Jan, Apr"}',
    );
    expect(recurrenceSummary({ ...base, fixedMonths: [3] }, t, 'nl')).toContain('"months":"mrt');
  });
});

describe('joinWords', () => {
  it('joins one, two and three words', () => {
    expect(joinWords([], t)).toBe('');
    expect(joinWords(['a'], t)).toBe('a');
    expect(joinWords(['a', 'b', 'c'], t)).toBe('works.summary.list{"items":"a, b","last":"c"}');
  });
});

describe('daysSummary and employeeSchedule', () => {
  it('writes days in weekday order', () => {
    expect(daysSummary([4, 1, 7], t)).toBe('works.days.short.1 works.days.short.4 works.days.short.7');
  });

  it('shows one employee on the selected days only', () => {
    const entry = (employeeId: number, startTime: number, endTime: number) => ({
      employeeId,
      startTime,
      endTime,
      startDate: null,
      endDate: '3000-01-01',
      pause: 0,
      travelTime: 0,
      addition: '',
    });
    const work = {
      selectedDays: [4, 1],
      weekDays: {
        '1': [entry(7, 800, 1200), entry(8, 800, 1000)],
        '2': [entry(7, 900, 1000)],
        '4': [entry(7, 1800, 2000)],
      },
    };
    expect(employeeSchedule(work, 7, t)).toBe('works.days.short.1 08:00-12:00, works.days.short.4 18:00-20:00');
    expect(employeeSchedule(work, 9, t)).toBe('');
  });
});
