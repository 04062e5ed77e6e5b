import { INVOICE_MESSAGES } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { BACKENDS } from '../../../test/harness.ts';
import { call, invoiced, invoiceNumbers, newCustomer } from './test-support.ts';

describe.each(BACKENDS)('the first invoice number on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, planner: PLANNER_1 });
  let customerId: number;

  beforeAll(async () => {
    customerId = (await newCustomer(t.app, t.admin)).id;
  });

  const numbering = async () => (await call(t.app, t.admin, 'invoiceSettings', {})).numbering;

  it('shows the highest number and the next; numbering goes on from a higher first number, consecutively', async () => {
    const highest = (await invoiceNumbers(t.app, 1)).at(-1) ?? 0;
    expect(highest).toBeGreaterThan(0); // the demo owner has invoices
    expect(await numbering()).toEqual({ firstNumber: 1, highest, nextNumber: highest + 1 });

    const series = highest + 1000;
    const saved = await call(t.app, t.admin, 'saveInvoiceNumbering', { firstNumber: series });
    expect(saved).toEqual({ firstNumber: series, highest, nextNumber: series });
    expect((await invoiced(t.app, t.admin, customerId)).number).toBe(series);
    expect((await invoiced(t.app, t.admin, customerId)).number).toBe(series + 1);
    expect(await numbering()).toEqual({ firstNumber: series, highest: series + 1, nextNumber: series + 2 });
  });

  it('refuses a first number at or below a number in use, or not a whole number above 0, and keeps the setting', async () => {
    const before = await numbering();
    for (const firstNumber of [before.highest, 1]) {
      const refused = await call(t.app, t.admin, 'saveInvoiceNumbering', { firstNumber }, 400);
      expect(refused.issues).toEqual([{ path: 'firstNumber', message: INVOICE_MESSAGES.firstNumberInUse }]);
    }
    for (const firstNumber of [0, 12.5, 'twelve'])
      await call(t.app, t.admin, 'saveInvoiceNumbering', { firstNumber }, 400);
    expect(await numbering()).toEqual(before);
  });

  it('is the sales users’: others may neither read nor change it', async () => {
    await call(t.app, t.planner, 'invoiceSettings', {}, 403);
    await call(t.app, t.planner, 'saveInvoiceNumbering', { firstNumber: 99_999_999 }, 403);
  });
});
