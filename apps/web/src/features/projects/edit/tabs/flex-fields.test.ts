import type { TFlexFieldProject } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { flexOptions, flexYes, groupFlexFields } from './flex-fields.ts';

const field = (id: number, order: number, category: string, deleted = 0): TFlexFieldProject => ({
  id,
  name: `Field ${id}`,
  kind: 1,
  options: [],
  order,
  showApp: 0,
  category,
  deleted,
});

describe('project flex fields', () => {
  it('groups live fields by category, in the owner order', () => {
    const groups = groupFlexFields([
      field(1, 3, 'Access'),
      field(2, 1, ''),
      field(3, 2, 'Access '),
      field(4, 0, 'Access', 1),
      field(5, 5, 'Safety'),
    ]);
    expect(groups.map((group) => [group.category, group.fields.map((f) => f.id)])).toEqual([
      ['', [2]],
      ['Access', [3, 1]],
      ['Safety', [5]],
    ]);
  });

  it('reads yes/no values written as flags, booleans or text', () => {
    expect([1, true, '1', 'true'].every(flexYes)).toBe(true);
    expect([0, false, '', undefined].some(flexYes)).toBe(false);
  });

  it('keeps a stored option that the owner removed', () => {
    expect(flexOptions({ options: ['Weekly', 'Monthly'] }, 'Daily')).toEqual(['Weekly', 'Monthly', 'Daily']);
    expect(flexOptions({ options: ['Weekly'] }, '')).toEqual(['Weekly']);
  });
});
