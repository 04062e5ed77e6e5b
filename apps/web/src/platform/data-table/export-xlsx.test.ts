import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-xlsx.ts';

describe('exportFileName', () => {
  it('prefixes the date as YYYY-MM-DD and adds .xlsx', () => {
    expect(exportFileName('Cars', dayjs('2025-03-01'))).toBe('2025-03-01 Cars.xlsx');
  });

  it('drops characters file systems refuse', () => {
    expect(exportFileName('Open/invoices: 2025?', dayjs('2025-03-01'))).toBe('2025-03-01 Open invoices  2025.xlsx');
  });
});
