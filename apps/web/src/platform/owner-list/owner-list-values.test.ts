import { describe, expect, it } from 'vitest';
import { defineOwnerList, ownerListCalls, refLists } from './owner-list-types.ts';
import {
  cellText,
  emptyRequiredLists,
  isExpired,
  sortValue,
  toFormValues,
  toHundredths,
  toPayload,
} from './owner-list-values.ts';

const DECL = defineOwnerList({
  list: 'workTypes',
  ns: 'x',
  route: '/X',
  testId: 'x',
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'hourRate', kind: 'money' },
    { key: 'share', kind: 'percent' },
    { key: 'vatCodeId', kind: 'ref', list: 'vatCodes' },
    { key: 'validUntil', kind: 'date' },
    { key: 'tags', kind: 'lines', showWhen: (values) => values.withTags === true },
    { key: 'withTags', kind: 'flag' },
  ],
});

const context = {
  locale: 'nl' as const,
  yesNo: (value: boolean) => (value ? 'ja' : 'nee'),
  choice: () => '',
  refName: (_field: unknown, id: number) => `code ${id}`,
};

describe('owner list values', () => {
  it('asks for a required list only while it is shown', () => {
    const decl = defineOwnerList({
      ...DECL,
      fields: [{ key: 'options', kind: 'lines', required: true, showWhen: (values) => values.kind === '4' }],
    });
    expect(emptyRequiredLists(decl, { kind: '4', options: ' \n ' })).toEqual(['options']);
    expect(emptyRequiredLists(decl, { kind: '4', options: 'Ja\nNee' })).toEqual([]);
    expect(emptyRequiredLists(decl, { kind: '1', options: '' })).toEqual([]);
  });

  it('converts percentages and euros to stored hundredths without float noise', () => {
    expect(toHundredths(21)).toBe(2100);
    expect(toHundredths(9.5)).toBe(950);
    expect(toHundredths(32.55)).toBe(3255);
    expect(toHundredths(0.07)).toBe(7);
  });

  it('shows stored items in the units people type, an open date as empty', () => {
    const values = toFormValues(DECL, {
      id: 4,
      name: 'Glas',
      hourRate: 3250,
      share: 2100,
      vatCodeId: 2,
      validUntil: '3000-01-01',
      tags: ['a', 'b'],
      withTags: 1,
    });
    expect(values).toEqual({
      name: 'Glas',
      hourRate: 32.5,
      share: 21,
      vatCodeId: '2',
      validUntil: '',
      tags: 'a\nb',
      withTags: true,
    });
    expect(toFormValues(DECL, undefined)).toMatchObject({ hourRate: '', vatCodeId: '', withTags: false });
  });

  it('saves the loaded item with the form values in stored units, keeping fields without an input', () => {
    const record = { id: 4, name: 'Old', deleted: 0, extra: 'kept' };
    const values = {
      name: 'Glas',
      hourRate: 32.5,
      share: 21,
      vatCodeId: '2',
      validUntil: '',
      tags: ' a \n\n b ',
      withTags: true,
    };
    expect(toPayload(DECL, record, values)).toEqual({
      id: 4,
      name: 'Glas',
      deleted: 0,
      extra: 'kept',
      hourRate: 3250,
      share: 2100,
      vatCodeId: 2,
      validUntil: '3000-01-01',
      tags: ['a', 'b'],
      withTags: 1,
    });
    // A hidden list is saved empty; an empty number is left to the schema's default.
    expect(toPayload(DECL, undefined, { ...values, withTags: false, hourRate: '' })).toMatchObject({
      id: 0,
      tags: [],
      hourRate: undefined,
    });
  });

  it('shows cells as % and € in the language, dates day-first, an open date as -', () => {
    const record = { id: 1, share: 2150, hourRate: 123456, validUntil: '2025-12-31', vatCodeId: 3, withTags: 0 };
    const field = (key: string) => {
      const found = DECL.fields.find((f) => f.key === key);
      if (!found) throw new Error(`no field ${key}`);
      return found;
    };
    expect(cellText(field('share'), record, context)).toBe('21,50 %');
    expect(cellText(field('hourRate'), record, context).replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(cellText(field('validUntil'), record, context)).toBe('31-12-2025');
    expect(cellText(field('validUntil'), { id: 1, validUntil: '3000-01-01' }, context)).toBe('-');
    expect(cellText(field('vatCodeId'), record, context)).toBe('code 3');
    expect(cellText(field('withTags'), record, context)).toBe('nee');
    expect(sortValue(field('share'), record, 'ignored')).toBe(2150);
  });

  it('marks an item expired once its valid-until date has passed', () => {
    expect(isExpired('2026-11-21', '2026-11-22')).toBe(true);
    expect(isExpired('2026-11-22', '2026-11-22')).toBe(true);
    expect(isExpired('2026-11-23', '2026-11-22')).toBe(false);
    expect(isExpired('3000-01-01', '2026-11-22')).toBe(false);
    // A purchase type is still active on its valid-until date.
    expect(isExpired('2026-11-22', '2026-11-22', true)).toBe(false);
    expect(isExpired('2026-11-21', '2026-11-22', true)).toBe(true);
  });

  it('derives the calls from OWNER_LISTS and the lists a declaration refers to', () => {
    const calls = ownerListCalls('flexFieldsProjects');
    expect([calls.all.method, calls.all.path, calls.save.path]).toEqual([
      'GET',
      '/allFlexFieldsProjects',
      '/saveFlexFieldProject',
    ]);
    expect(refLists(DECL)).toEqual(['vatCodes']);
  });
});
