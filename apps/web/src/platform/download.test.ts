import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download.ts';

describe('dispositionFileName', () => {
  it('prefers the exact UTF-8 name the server sends', () => {
    const header = `attachment; filename="2026-11-23 Cr_ances.xlsx"; filename*=UTF-8''2026-11-23%20Cr%C3%A9ances.xlsx`;
    expect(dispositionFileName(header, 'export')).toBe('2026-11-23 Créances.xlsx');
  });

  it('falls back to the plain name, then to the given fallback', () => {
    expect(dispositionFileName('attachment; filename="report.xlsx"', 'export')).toBe('report.xlsx');
    expect(dispositionFileName(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('a.xlsx');
    expect(dispositionFileName(null, 'export')).toBe('export');
  });
});
