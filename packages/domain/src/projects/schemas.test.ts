import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { ZProject, ZWork, ZWorkEmployee } from './schemas.ts';

/** "path: message" of every issue, [] when the input is valid. */
const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const project = { name: 'Office Utrecht' };
const work = { selectedDays: [1], startDate: '2026-01-05' };
const employee = { employeeId: 3, startTime: 800, endTime: 1200 };

describe('ZProject', () => {
  it.each([
    { name: 'AB', expected: [`name: ${VALIDATION_MESSAGES.projectNameTooShort}`] },
    { name: '  AB  ', expected: [`name: ${VALIDATION_MESSAGES.projectNameTooShort}`] },
    { name: 'ABC', expected: [] },
  ])('name "$name"', ({ name, expected }) => {
    expect(issues(ZProject, { name })).toEqual(expected);
  });

  it('needs an announcement e-mail when announcements are automatic (2) or manual (3)', () => {
    const missing = [`announcementEmail: ${VALIDATION_MESSAGES.announcementEmailRequired}`];
    expect(issues(ZProject, { ...project, announcement: 2 })).toEqual(missing);
    expect(issues(ZProject, { ...project, announcement: '3', announcementEmail: ' ' })).toEqual(missing);
    expect(issues(ZProject, { ...project, announcement: 2, announcementEmail: 'a@example.com' })).toEqual([]);
    expect(issues(ZProject, { ...project, announcement: 1 })).toEqual([]);
  });

  it.each([
    { days: 0, valid: false },
    { days: 1, valid: true },
    { days: '5', valid: true },
    { days: 6, valid: false },
  ])('announcementDays $days valid: $valid', ({ days, valid }) => {
    expect(issues(ZProject, { ...project, announcementDays: days })).toEqual(
      valid ? [] : [`announcementDays: ${VALIDATION_MESSAGES.announcementDaysRange}`],
    );
  });

  it('takes one of the eight map colours, upper-cased, blue by default', () => {
    expect(ZProject.parse({ ...project, mapColor: 'ff00dc' }).mapColor).toBe('FF00DC');
    expect(ZProject.parse({ ...project, mapColor: ' b200ff ' }).mapColor).toBe('B200FF');
    expect(ZProject.parse(project).mapColor).toBe('0000FF');
    expect(ZProject.safeParse({ ...project, mapColor: '123456' }).success).toBe(false);
    expect(ZProject.safeParse({ ...project, mapColor: 'red' }).success).toBe(false);
  });

  it('accepts addresses and works as JSON text, the same as JSON', () => {
    const address = { address: 'Stationsplein', houseNumber: 1, city: 'Utrecht', mainAddress: true };
    const asText = ZProject.parse({ ...project, addresses: JSON.stringify([address]), works: JSON.stringify([work]) });
    const asJson = ZProject.parse({ ...project, addresses: [address], works: [work] });
    expect(asText).toEqual(asJson);
    expect(asJson.addresses[0]).toMatchObject({
      houseNumber: '1',
      mainAddress: 1,
      startDate: null,
      endDate: '3000-01-01',
    });
    expect(asJson.works?.[0]).toMatchObject({ periodicType: 1, intervalWeeks: 1, selectedDays: [1], weekDays: {} });
  });

  it('leaves works undefined when not sent, so saved works are kept', () => {
    expect(ZProject.parse(project).works).toBeUndefined();
  });
});

describe('ZWork', () => {
  it.each([{ selectedDays: [] }, { selectedDays: '' }])('refuses selectedDays $selectedDays', ({ selectedDays }) => {
    expect(issues(ZWork, { ...work, selectedDays })).toEqual([
      `selectedDays: ${VALIDATION_MESSAGES.selectAtLeastOneDay}`,
    ]);
  });

  it.each([
    { input: '1,4', expected: [1, 4] },
    { input: ' 4, 1 ,4', expected: [1, 4] },
    { input: '[7,1]', expected: [1, 7] },
    { input: [5, 2], expected: [2, 5] },
  ])('reads selectedDays $input as $expected', ({ input, expected }) => {
    expect(ZWork.parse({ ...work, selectedDays: input }).selectedDays).toEqual(expected);
  });

  it('refuses weekday 0 and 8', () => {
    expect(ZWork.safeParse({ ...work, selectedDays: '0,1' }).success).toBe(false);
    expect(ZWork.safeParse({ ...work, selectedDays: [8] }).success).toBe(false);
  });

  it('refuses an end date before the start date; same day and empty (open) are fine', () => {
    expect(issues(ZWork, { ...work, endDate: '2026-01-04' })).toEqual([
      `endDate: ${VALIDATION_MESSAGES.endBeforeStart}`,
    ]);
    expect(ZWork.parse({ ...work, endDate: '2026-01-05' }).endDate).toBe('2026-01-05');
    expect(ZWork.parse({ ...work, endDate: '' }).endDate).toBe('3000-01-01');
    expect(issues(ZWork, { ...work, startDate: '2026-02-30' })).toEqual([
      `startDate: ${VALIDATION_MESSAGES.invalidDate}`,
    ]);
  });

  it('refuses an employee whose end time is not later than the start time', () => {
    const message = VALIDATION_MESSAGES.endTimeBeforeStart;
    expect(issues(ZWorkEmployee, { ...employee, endTime: 800 })).toEqual([`endTime: ${message}`]);
    expect(issues(ZWorkEmployee, { ...employee, endTime: 759 })).toEqual([`endTime: ${message}`]);
    expect(issues(ZWork, { ...work, weekDays: { '1': [{ ...employee, endTime: 700 }] } })).toEqual([
      `weekDays.1.0.endTime: ${message}`,
    ]);
  });

  it('reads times as HHmm integers or "13:30" text; refuses minutes above 59', () => {
    const parsed = ZWorkEmployee.parse({ ...employee, startTime: '13:30', endTime: '17:05' });
    expect(parsed).toMatchObject({ startTime: 1330, endTime: 1705 });
    expect(issues(ZWorkEmployee, { ...employee, endTime: 1375 })).toEqual([
      `endTime: ${VALIDATION_MESSAGES.invalidTime}`,
    ]);
    expect(ZWorkEmployee.safeParse({ ...employee, endTime: 2401 }).success).toBe(false);
  });

  it('takes employees for only some weekdays, as JSON text too', () => {
    const weekDays = { '1': [employee], '4': [{ ...employee, startDate: '2026-02-01', endDate: '' }] };
    const parsed = ZWork.parse({ ...work, selectedDays: '1,4', weekDays: JSON.stringify(weekDays) });
    expect(Object.keys(parsed.weekDays)).toEqual(['1', '4']);
    expect(parsed.weekDays['4']?.[0]).toMatchObject({ startDate: '2026-02-01', endDate: '3000-01-01', pause: 0 });
    expect(ZWork.safeParse({ ...work, weekDays: { '8': [employee] } }).success).toBe(false);
  });

  it('needs fixed weeks for type 2 and weeks of month for type 3', () => {
    const required = VALIDATION_MESSAGES.required;
    expect(issues(ZWork, { ...work, periodicType: 2 })).toEqual([`fixedWeeks: ${required}`]);
    expect(issues(ZWork, { ...work, periodicType: 2, fixedWeeks: '1,53' })).toEqual([]);
    expect(issues(ZWork, { ...work, periodicType: 3 })).toEqual([`weeksOfMonth: ${required}`]);
    expect(issues(ZWork, { ...work, periodicType: 3, weeksOfMonth: [6] })).not.toEqual([]);
  });
});
