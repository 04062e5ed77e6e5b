import { describe, expect, it } from 'vitest';
import { invoicesSheet } from './export.ts';

describe('the invoices export', () => {
  it('names its sheet and heads its columns in the language asked for', () => {
    const names = { nl: 'facturen', en: 'invoices', it: 'fatture', es: 'facturas', fr: 'factures' } as const;
    for (const [locale, name] of Object.entries(names) as [keyof typeof names, string][]) {
      expect(invoicesSheet([], locale).name, locale).toBe(name);
    }
    expect(invoicesSheet([], 'it').columns.map((column) => column.header)).toContain('Residuo');
    expect(invoicesSheet([], 'fr').columns.map((column) => column.header)).toContain('Restant dû');
  });
});
