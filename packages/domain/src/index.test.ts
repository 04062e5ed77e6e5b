import * as root from '@backoffice/domain';
import * as bsn from '@backoffice/domain/bsn';
import * as dates from '@backoffice/domain/dates';
import * as email from '@backoffice/domain/email';
import * as format from '@backoffice/domain/format';
import * as holidays from '@backoffice/domain/holidays';
import * as iban from '@backoffice/domain/iban';
import * as isoWeek from '@backoffice/domain/iso-week';
import * as numbers from '@backoffice/domain/numbers';
import { describe, expect, it } from 'vitest';

// Imported by the package's name, so through package.json "exports" as the server and the web app resolve it. The root
// once left dates.ts out while `@backoffice/domain/dates` worked: `todayIso` from the root was undefined at run time.
describe('the package root', () => {
  it('serves todayIso', () => {
    expect(root.todayIso(new Date(2026, 2, 2, 10))).toBe('2026-03-02');
  });

  it('re-exports every helper of the shared top-level modules as the same function or value', () => {
    const modules = { bsn, dates, email, format, holidays, iban, isoWeek, numbers };
    const exported = root as Record<string, unknown>;
    for (const [name, module] of Object.entries(modules))
      for (const [key, value] of Object.entries(module)) expect(exported[key], `${name}.${key}`).toBe(value);
  });
});
