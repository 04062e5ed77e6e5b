import { OWNER_LISTS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import type { ListFormValues, OwnerListDecl } from '../../../platform/owner-list/owner-list-types.ts';
import { toFormValues, toPayload } from '../../../platform/owner-list/owner-list-values.ts';
import { VAT_CODES_LIST, WORK_TYPES_LIST } from '../../sales/index.ts';
import { DISTRICTS_LIST, FLEX_FIELDS_LIST, MACHINE_TYPES_LIST } from './owner-lists.ts';

const ALL: OwnerListDecl[] = [DISTRICTS_LIST, MACHINE_TYPES_LIST, FLEX_FIELDS_LIST, VAT_CODES_LIST, WORK_TYPES_LIST];

describe('owner list declarations', () => {
  it.each(ALL.map((decl) => [decl.list, decl] as const))('%s edits only fields of its shared schema', (_, decl) => {
    const shape = Object.keys(OWNER_LISTS[decl.list].schema.shape);
    expect(decl.fields.map((field) => field.key).filter((key) => !shape.includes(key))).toEqual([]);
  });

  it.each(ALL.map((decl) => [decl.list, decl] as const))('%s: a new item needs only a name (and a rate)', (_, decl) => {
    const values: ListFormValues = { ...toFormValues(decl, undefined), name: 'Nieuw' };
    if (decl.fields.some((field) => field.kind === 'percent')) values.percentage = 9;
    const parsed = OWNER_LISTS[decl.list].schema.safeParse(toPayload(decl, undefined, values));
    expect(parsed.success).toBe(true);
  });

  it('refuses a VAT code without a rate', () => {
    const payload = toPayload(VAT_CODES_LIST, undefined, { ...toFormValues(VAT_CODES_LIST, undefined), name: 'X' });
    expect(OWNER_LISTS.vatCodes.schema.safeParse(payload).success).toBe(false);
  });

  it('saves a VAT code of 21 % as 2100 hundredths, open-ended, not reverse-charged unless ticked', () => {
    const values = { name: 'Hoog', percentage: 21, validUntil: '' };
    expect(OWNER_LISTS.vatCodes.schema.parse(toPayload(VAT_CODES_LIST, undefined, values))).toEqual({
      id: 0,
      name: 'Hoog',
      percentage: 2100,
      validUntil: '3000-01-01',
      reverseCharge: 0,
      // No rubric chosen: the VAT return takes it from the rate.
      salesRubric: '',
      purchaseRubric: '',
      deleted: 0,
    });
  });

  it('saves a work type hour rate in cents with its VAT code id', () => {
    const values = { name: 'Glas', hourRate: 32.5, vatCodeId: '2', validUntil: '2027-01-01' };
    expect(OWNER_LISTS.workTypes.schema.parse(toPayload(WORK_TYPES_LIST, undefined, values))).toMatchObject({
      hourRate: 3250,
      vatCodeId: 2,
      validUntil: '2027-01-01',
    });
  });

  it('keeps select options only for a select flex field', () => {
    const base = { name: 'Sleutelkluis', options: 'Ja\nNee', order: 1, showApp: true, category: 'Toegang' };
    expect(toPayload(FLEX_FIELDS_LIST, undefined, { ...base, kind: '4' })).toMatchObject({
      kind: 4,
      options: ['Ja', 'Nee'],
      showApp: 1,
    });
    expect(toPayload(FLEX_FIELDS_LIST, undefined, { ...base, kind: '1' })).toMatchObject({ kind: 1, options: [] });
  });
});
