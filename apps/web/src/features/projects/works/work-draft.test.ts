import { describe, expect, it } from 'vitest';
import type { WorkRow } from '../api.ts';
import {
  checkDraft,
  draftToInput,
  emptyEntry,
  newWorkDraft,
  parseNumberList,
  type WorkDraft,
  workIssueFromServer,
  workToDraft,
} from './work-draft.ts';

const savedWork: WorkRow = {
  id: 12,
  projectId: 3,
  active: true,
  description: 'Offices',
  workType: 2,
  hourRate: 3250,
  fixedPrice: 0,
  invoicing: 2,
  invoiceDay: 15,
  invoiceMonths: 1,
  minutes: 90,
  periodicType: 2,
  intervalWeeks: 1,
  fixedWeeks: [1, 5, 9],
  fixedMonths: [],
  weeksOfMonth: [],
  selectedDays: [4, 1],
  weekDays: {
    '1': [
      {
        employeeId: 7,
        startTime: 800,
        endTime: 1230,
        pause: 25,
        travelTime: 50,
        addition: 'key at desk',
        startDate: null,
        endDate: '3000-01-01',
      },
    ],
    '4': [
      {
        employeeId: 8,
        startTime: 1800,
        endTime: 2400,
        pause: 0,
        travelTime: 0,
        addition: '',
        startDate: '2026-02-01',
        endDate: '2026-06-30',
      },
    ],
  },
  startDate: '2026-01-05',
  endDate: '3000-01-01',
  deleted: 0,
};

const entry = (patch: Partial<ReturnType<typeof emptyEntry>>) => ({ ...emptyEntry(), ...patch });

function validDraft(): WorkDraft {
  const draft = newWorkDraft('2026-03-02');
  return {
    ...draft,
    selectedDays: [1],
    weekDays: { ...draft.weekDays, 1: [entry({ employeeId: 7, startTime: '08:00', endTime: '12:00' })] },
  };
}

describe('work draft <-> ZWork input', () => {
  it('round-trips a saved work through the form', () => {
    const draft = workToDraft(savedWork);
    expect(draft.fixedWeeks).toBe('1, 5, 9');
    expect(draft.selectedDays).toEqual([1, 4]);
    expect(draft.endDate).toBe('');
    expect(draft.weekDays[1][0]).toMatchObject({ startTime: '08:00', endTime: '12:30', pause: 25, startDate: '' });
    expect(draft.weekDays[4][0]).toMatchObject({ endTime: '24:00', startDate: '2026-02-01', endDate: '2026-06-30' });
    const { work, issues } = checkDraft(draft);
    expect(issues).toEqual([]);
    const { projectId: _p, active: _a, ...expected } = savedWork;
    expect(work).toEqual({ ...expected, selectedDays: [1, 4] });
  });

  it('keeps the months per invoice for a monthly interval only', () => {
    const draft: WorkDraft = { ...validDraft(), invoicing: 10, invoiceMonths: 3 };
    expect(draftToInput(draft).input).toMatchObject({ invoicing: 10, invoiceMonths: 3 });
    expect(draftToInput({ ...draft, invoicing: 1 }).input).toMatchObject({ invoicing: 1, invoiceMonths: 1 });
  });

  it('starts a new work today with no day selected', () => {
    const draft = newWorkDraft('2026-03-02');
    expect(draft).toMatchObject({ id: 0, startDate: '2026-03-02', endDate: '', selectedDays: [], invoicing: 1 });
    expect(checkDraft(draft).issues).toContainEqual({ path: 'selectedDays', key: 'validation.selectAtLeastOneDay' });
  });

  it('keeps only the fields of the chosen recurrence and the entries of selected days', () => {
    const draft: WorkDraft = {
      ...validDraft(),
      periodicType: 3,
      intervalWeeks: 4,
      fixedWeeks: '2',
      weeksOfMonth: [3, 1],
      invoiceDay: 20,
    };
    draft.weekDays = { ...draft.weekDays, 2: [entry({ employeeId: 9, startTime: '9', endTime: '10' })] };
    const { input } = draftToInput(draft);
    expect(input).toMatchObject({ intervalWeeks: 1, fixedWeeks: [], weeksOfMonth: [1, 3], invoiceDay: 0 });
    expect(Object.keys(input.weekDays as object)).toEqual(['1']);
  });

  it('stores times as HHmm, pause in hundredths and empty entry dates as none/open', () => {
    const { work } = checkDraft(validDraft());
    expect(work?.weekDays['1']?.[0]).toEqual({
      employeeId: 7,
      startTime: 800,
      endTime: 1200,
      pause: 0,
      travelTime: 0,
      addition: '',
      startDate: null,
      endDate: '3000-01-01',
    });
  });

  it('words the problems of one entry on its own fields', () => {
    const draft = validDraft();
    draft.weekDays = {
      ...draft.weekDays,
      1: [entry({ startTime: '', endTime: '25:00' }), entry({ employeeId: 3, startTime: '12:00', endTime: '09:00' })],
    };
    const { work, issues } = checkDraft(draft);
    expect(work).toBeNull();
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'weekDays.1.0.employeeId', key: 'validation.required' },
        { path: 'weekDays.1.0.startTime', key: 'validation.required' },
        { path: 'weekDays.1.0.endTime', key: 'validation.invalidTime' },
        { path: 'weekDays.1.1.endTime', key: 'validation.endTimeBeforeStart', params: undefined },
      ]),
    );
    // The form's wording of a field comes before the schema's.
    const firstFor = (path: string) => issues.find((issue) => issue.path === path)?.key;
    expect(firstFor('weekDays.1.0.employeeId')).toBe('validation.required');
  });

  it('asks for week numbers, a fixed invoice day and a start date', () => {
    const draft = { ...validDraft(), periodicType: 2, fixedWeeks: '1, 54', invoicing: 2, invoiceDay: 0, startDate: '' };
    const paths = checkDraft(draft).issues.map((issue) => `${issue.path}:${issue.key}`);
    expect(paths).toContain('fixedWeeks:works.errors.weekList');
    expect(paths).toContain('invoiceDay:validation.required');
    expect(paths).toContain('startDate:validation.required');
  });

  it('refuses an end date before the start date', () => {
    const issues = checkDraft({ ...validDraft(), endDate: '2026-01-01' }).issues;
    expect(issues).toContainEqual({ path: 'endDate', key: 'validation.endBeforeStart', params: undefined });
  });
});

describe('parseNumberList', () => {
  it('reads commas, spaces and semicolons, sorted without duplicates', () => {
    expect(parseNumberList('9, 1 5;5', 1, 53)).toEqual([1, 5, 9]);
    expect(parseNumberList('', 1, 53)).toEqual([]);
    expect(parseNumberList('0', 1, 53)).toBeNull();
    expect(parseNumberList('1, x', 1, 53)).toBeNull();
    expect(parseNumberList('2.5', 1, 53)).toBeNull();
  });
});

describe('workIssueFromServer', () => {
  it('maps the work part of a saveProject path and translates known texts', () => {
    expect(workIssueFromServer({ path: 'works.0.selectedDays', message: 'Select at least one day' })).toEqual({
      path: 'selectedDays',
      key: 'validation.selectAtLeastOneDay',
    });
    expect(workIssueFromServer({ path: 'works.0.weekDays.1.0.employeeId', message: 'Unknown employee' })).toEqual({
      path: 'weekDays.1.0.employeeId',
      key: 'validation.invalid',
      text: 'Unknown employee',
    });
    expect(workIssueFromServer({ path: 'name', message: 'At least 3 characters' })).toBeNull();
  });
});
