import { describe, expect, it } from 'vitest';
import { projectHoursRows, ZProjectHoursRequest } from './project-hours.ts';

const base = { projectName: 'Kantoor Noord', customerName: 'Bakker B.V.' };

describe('projectHoursRows', () => {
  it('puts each stage in its own columns and values hours at their rate, rounded once', () => {
    const report = projectHoursRows([
      // 3 × 0.33 h at € 34.50: 1 hundredth short of € 34.16 per shift, rounded once over the sum, not per shift.
      { ...base, projectId: 7, stage: 0, hours: 99, hoursTimesRate: 99n * 3450n },
      { ...base, projectId: 7, stage: 1, hours: 400, hoursTimesRate: 400n * 3450n },
      { ...base, projectId: 7, stage: 2, hours: 150, hoursTimesRate: 150n * 4000n },
      { projectName: 'Archief', customerName: 'Aalders', projectId: 3, stage: 1, hours: 100, hoursTimesRate: 0n },
    ]);
    expect(report.rows.map((row) => row.projectName)).toEqual(['Archief', 'Kantoor Noord']);
    expect(report.rows[1]).toMatchObject({
      plannedHours: 99,
      plannedAmount: 3416,
      confirmedHours: 400,
      confirmedAmount: 13800,
      invoicedHours: 150,
      invoicedAmount: 6000,
    });
    expect(report.totals).toMatchObject({ confirmedHours: 500, confirmedAmount: 13800, invoicedAmount: 6000 });
  });
});

describe('ZProjectHoursRequest', () => {
  it('takes a year and refuses an end before the start or a longer period', () => {
    expect(ZProjectHoursRequest.safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' }).success).toBe(true);
    expect(ZProjectHoursRequest.safeParse({ startDate: '2026-02-01', endDate: '2026-01-31' }).success).toBe(false);
    expect(ZProjectHoursRequest.safeParse({ startDate: '2025-01-01', endDate: '2026-12-31' }).success).toBe(false);
  });
});
