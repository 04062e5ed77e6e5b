import { ZEmployer } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { toEmployerPayload, toEmployerValues } from './employer-form.ts';

describe('employer form', () => {
  it('round-trips an employer with decimal factors and leave types in their order', () => {
    const employer = ZEmployer.parse({
      id: 4,
      name: 'Schoonmaak BV',
      conversionFactors: { a: 1.5, aExtras: '0.25' },
      leaveTypes: [
        { id: 2, name: 'Special', order: 1 },
        { id: 1, name: 'Holiday', order: 0, cao: 1 },
      ],
      periodType: 2,
    });
    const values = toEmployerValues({ ...employer, id: 4 });
    expect(values.leaveTypes.map((type) => type.name)).toEqual(['Holiday', 'Special']);
    values.leaveTypes.reverse();
    const payload = ZEmployer.parse(toEmployerPayload({ ...employer, id: 4 }, values));
    expect(payload.conversionFactors).toEqual({ a: 1.5, aExtras: 0.25, b: 0, bExtras: 0, c: 0, cExtras: 0 });
    expect(payload.leaveTypes).toEqual([
      { id: 2, name: 'Special', order: 0, cao: 0, readOnly: 0 },
      { id: 1, name: 'Holiday', order: 1, cao: 1, readOnly: 0 },
    ]);
    expect(payload.periodType).toBe(2);
  });

  it('starts a new employer empty, with factors 0', () => {
    const payload = toEmployerPayload(undefined, { ...toEmployerValues(undefined), name: 'New' });
    expect(ZEmployer.parse(payload)).toMatchObject({ id: 0, name: 'New', periodType: 0, leaveTypes: [] });
  });
});
