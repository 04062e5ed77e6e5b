import { describe, expect, it } from 'vitest';
import { ZClockRequest, ZClockTimesRequest, ZPagedAgendaRequest, ZWorkOrderRequest } from './clock-schemas.ts';

describe('clock and documents requests', () => {
  it('take a clock record with a position and an optional instant', () => {
    expect(ZClockRequest.parse({ kind: 'in', latitude: '52.09', longitude: 5.12 })).toEqual({
      kind: 'in',
      latitude: 52.09,
      longitude: 5.12,
    });
    expect(ZClockRequest.safeParse({ kind: 'out', at: '2026-11-23T08:00:00+01:00' }).success).toBe(true);
    expect(ZClockRequest.safeParse({ kind: 'pause' }).success).toBe(false);
    expect(ZClockRequest.safeParse({ kind: 'in', latitude: 52.09 }).success).toBe(false);
    expect(ZClockRequest.safeParse({ kind: 'in', latitude: 91, longitude: 5 }).success).toBe(false);
    expect(ZClockRequest.safeParse({ kind: 'in', at: 'yesterday' }).success).toBe(false);
  });

  it('refuse a period that ends before it starts or is too long', () => {
    expect(ZClockTimesRequest.safeParse({ startDate: '2026-11-01', endDate: '2026-11-30' }).success).toBe(true);
    const backwards = ZClockTimesRequest.safeParse({ startDate: '2026-11-30', endDate: '2026-11-01' });
    expect(backwards.error?.issues[0]?.message).toBe('End date cannot be before start date');
    const long = ZClockTimesRequest.safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(long.error?.issues[0]?.message).toBe('The period is longer than 99 days');
    expect(ZPagedAgendaRequest.safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' }).success).toBe(true);
  });

  it('page the overview with defaults and a known sort column only', () => {
    expect(ZPagedAgendaRequest.parse({ startDate: '2026-11-01', endDate: '2026-11-30' })).toMatchObject({
      page: 1,
      perPage: 20,
      orderBy: 'date',
      descending: 0,
      confirmed: -1,
      employeeId: 0,
      export: 0,
    });
    expect(
      ZPagedAgendaRequest.safeParse({ startDate: '2026-11-01', endDate: '2026-11-30', orderBy: 'id; drop' }).success,
    ).toBe(false);
  });

  it('name entries by id or key', () => {
    expect(ZWorkOrderRequest.parse({ entries: [5, 'k-1'] })).toEqual({
      entries: [5, 'k-1'],
      regenerate: 0,
      locale: 'nl',
    });
    expect(ZWorkOrderRequest.safeParse({ entries: [] }).success).toBe(false);
    expect(ZWorkOrderRequest.safeParse({ entries: [0] }).success).toBe(false);
  });
});
