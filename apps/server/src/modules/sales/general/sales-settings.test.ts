import { SALES_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { customer } from '../../../test/fixtures/customers.ts';
import { addUser, appWithAdmins, BACKENDS } from '../../../test/harness.ts';
import { runImport } from '../../../test/imports.ts';
import { call, refusal } from '../invoices/test-support.ts';

// salesSettings / saveSalesSettings (/Sales/GeneralSettings) and the new customers they make: demo owner 1 has VAT
// codes 1-3 (4 expired 2019-01-01) and sales types 1-4 (5 expired), see apps/server/src/seed/demo-lists.ts.

const SETTINGS = {
  paymentDays: 30,
  joinInvoices: 1,
  multiProjects: 1,
  vatCodeId: 2,
  workTypeId: 3,
  periodicInvoiceDate: 2,
  invoiceCopyToSender: 1,
};

describe.each(BACKENDS)('Sales general settings on %s', (backend) => {
  const t = appWithAdmins(backend);

  it('answers the defaults until saved, then what was saved', async () => {
    expect(await call(t.app, t.owner1, 'salesSettings', {})).toEqual(SALES_SETTINGS_DEFAULTS);
    expect(await call(t.app, t.owner1, 'saveSalesSettings', SETTINGS)).toEqual(SETTINGS);
    expect(await call(t.app, t.owner1, 'salesSettings', {})).toEqual(SETTINGS);
    // Owner 2 keeps its own (still the defaults), and saving them leaves owner 1's alone.
    expect(await call(t.app, t.owner2, 'salesSettings', {})).toEqual(SALES_SETTINGS_DEFAULTS);
    await call(t.app, t.owner2, 'saveSalesSettings', { ...SALES_SETTINGS_DEFAULTS, paymentDays: 7 });
    expect(await call(t.app, t.owner1, 'salesSettings', {})).toEqual(SETTINGS);
  });

  it('refuses a VAT code or sales type that is unknown or expired, and changes nothing', async () => {
    await call(t.app, t.owner1, 'saveSalesSettings', SETTINGS);
    const cases = [
      [{ vatCodeId: 4 }, 'salesSettings.vatCodeInvalid'],
      [{ vatCodeId: 999 }, 'salesSettings.vatCodeInvalid'],
      [{ workTypeId: 5 }, 'salesSettings.workTypeInvalid'],
      [{ workTypeId: 999 }, 'salesSettings.workTypeInvalid'],
    ] as const;
    for (const [change, key] of cases) {
      const answer = await call(t.app, t.owner1, 'saveSalesSettings', { ...SETTINGS, ...change }, 400);
      expect(answer).toMatchObject(refusal(key));
    }
    const outOfRange = await call(t.app, t.owner1, 'saveSalesSettings', { ...SETTINGS, periodicInvoiceDate: 3 }, 400);
    expect(outOfRange.issues[0].path).toBe('periodicInvoiceDate');
    expect(await call(t.app, t.owner1, 'salesSettings', {})).toEqual(SETTINGS);
  });

  it('lets sales users read and save them, and nobody else', async () => {
    const planner = await addUser(t.app, 1, 'planner@sales-settings.test', ['employer_portal', 'planning_edit']);
    const sales = await addUser(t.app, 1, 'sales@sales-settings.test', ['employer_portal', 'show_sales']);
    await call(t.app, planner, 'salesSettings', {}, 403);
    await call(t.app, planner, 'saveSalesSettings', { ...SETTINGS, paymentDays: 1 }, 403);
    expect(await call(t.app, t.owner1, 'salesSettings', {})).toMatchObject({ paymentDays: SETTINGS.paymentDays });
    expect(await call(t.app, sales, 'saveSalesSettings', { ...SETTINGS, paymentDays: 21 })).toMatchObject({
      paymentDays: 21,
    });
    await call(t.app, t.owner1, 'saveSalesSettings', SETTINGS);
  });

  it('gives imported customers the default payment days and invoice grouping where a row gives none', async () => {
    await call(t.app, t.owner1, 'saveSalesSettings', SETTINGS);
    const job = await runImport(t.app, t.owner1, '/r/insertCustomers', [
      customer({ name: 'Zonder termijn' }),
      customer({ name: 'Eigen termijn', paymentDays: 7, joinInvoices: 0, multiProjects: 0 }),
    ]);
    expect(job).toMatchObject({ status: 'done', imported: 2 });
    const [defaulted, own] = await Promise.all(
      job.ids.map((id: number) => call(t.app, t.owner1, 'getCustomer', { id })),
    );
    expect(defaulted).toMatchObject({ name: 'Zonder termijn', paymentDays: 30, joinInvoices: 1, multiProjects: 1 });
    expect(own).toMatchObject({ name: 'Eigen termijn', paymentDays: 7, joinInvoices: 0, multiProjects: 0 });
  });

  it('gives a customer saved without payment days or grouping the defaults when new; a stored one keeps its own', async () => {
    await call(t.app, t.owner1, 'saveSalesSettings', SETTINGS);
    const created = await call(t.app, t.owner1, 'saveCustomer', customer({ name: 'Via de API' }));
    expect(created).toMatchObject({ paymentDays: 30, joinInvoices: 1, multiProjects: 1 });
    const own = await call(
      t.app,
      t.owner1,
      'saveCustomer',
      customer({ name: 'Eigen', paymentDays: 7, joinInvoices: 0 }),
    );
    expect(own).toMatchObject({ paymentDays: 7, joinInvoices: 0, multiProjects: 1 });

    // Changed later without those fields, and after the settings changed: each keeps what it has.
    await call(t.app, t.owner1, 'saveSalesSettings', {
      ...SETTINGS,
      paymentDays: 45,
      joinInvoices: 0,
      multiProjects: 0,
    });
    const changed = await call(t.app, t.owner1, 'saveCustomer', { id: own.id, number: '<auto>', name: 'Eigen B.V.' });
    expect(changed).toMatchObject({ name: 'Eigen B.V.', paymentDays: 7, joinInvoices: 0, multiProjects: 1 });
    expect(await call(t.app, t.owner1, 'getCustomer', { id: created.id })).toMatchObject({ paymentDays: 30 });
    expect(await call(t.app, t.owner1, 'saveCustomer', customer({ name: 'Nieuw' }))).toMatchObject({
      paymentDays: 45,
      joinInvoices: 0,
      multiProjects: 0,
    });
    await call(t.app, t.owner1, 'saveSalesSettings', SETTINGS);
  });
});
