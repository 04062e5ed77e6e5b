import { INVOICE_MESSAGES, VALIDATION_MESSAGES } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { insertProject } from '../../../test/fixtures/customers.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { call, newCustomer, row, saveDraft } from './test-support.ts';

describe.each(BACKENDS)('invoice drafts on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let customerId: number;

  beforeAll(async () => {
    customerId = (await newCustomer(t.app, t.admin, { name: 'Kantoor Zuid B.V.', paymentDays: 30 })).id;
  });

  it('saves a draft with row defaults and server-computed totals, rows sent as JSON text', async () => {
    const rows = [
      { description: 'Schoonmaak november', workTypeId: 1, vatCode: 1, units: 760, unitPrice: 3450 },
      { description: 'Glas', workTypeId: 2, vatCode: 2, unitPrice: 1999, vatPercentage: 9999 },
    ];
    const draft = await call(t.app, t.admin, 'saveInvoice', { customerId, rows: JSON.stringify(rows) });
    expect(draft).toMatchObject({
      id: expect.any(Number),
      number: null,
      status: 0,
      customerName: 'Kantoor Zuid B.V.',
      invoiceDate: todayIso(),
      paymentDays: 30,
      expiryDate: addDays(todayIso(), 30),
      // 7.60 × 34,50 = 262,20 at 21 % = 55,06; 1 × 19,99 at 9 % = 1,80 (1.7991).
      amountExVat: 28219,
      amountInclVat: 28219 + 5506 + 180,
      amountOpen: 0,
      sent: [],
      payments: [],
      reminders: [],
    });
    expect(draft.rows[1]).toMatchObject({ units: 100, invoiceOrder: 2000, vatPercentage: 900 });
    expect(draft.rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.vatAmounts).toEqual([
      { vatCode: 1, percentage: 2100, base: 26220, vat: 5506 },
      { vatCode: 2, percentage: 900, base: 1999, vat: 180 },
    ]);
    const got = await call(t.app, t.admin, 'getInvoice', { id: draft.id });
    expect(got).toEqual(draft);
  });

  it('refuses an expired, deleted or unknown VAT code and a missing sales type with 400, writing nothing', async () => {
    const before = await countRows(t.app, 'invoices');
    const auditBefore = await countRows(t.app, 'audit_log');
    const cases = [
      { rows: [row({ vatCode: 4 })], path: 'rows.0.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
      { rows: [row(), row({ vatCode: 99 })], path: 'rows.1.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
      { rows: [row({ vatCode: 0 })], path: 'rows.0.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
      { rows: [row({ workTypeId: 0 })], path: 'rows.0.workTypeId', message: INVOICE_MESSAGES.salesTypeRequired },
      { rows: [row({ workTypeId: 77 })], path: 'rows.0.workTypeId', message: INVOICE_MESSAGES.salesTypeRequired },
    ];
    for (const { rows, path, message } of cases) {
      const response = await call(t.app, t.admin, 'saveInvoice', { customerId, rows }, 400);
      expect(response.issues).toContainEqual({ path, message });
    }
    const noCustomer = await call(t.app, t.admin, 'saveInvoice', { rows: [row()] }, 400);
    expect(noCustomer.issues).toContainEqual({ path: 'customerId', message: INVOICE_MESSAGES.customerRequired });
    expect(await countRows(t.app, 'invoices')).toBe(before);
    expect(await countRows(t.app, 'audit_log')).toBe(auditBefore);
  });

  it('accepts an expired VAT code on a draft dated before its end', async () => {
    const draft = await saveDraft(t.app, t.admin, customerId, {
      invoiceDate: '2018-12-31',
      rows: [row({ vatCode: 4 })],
    });
    expect(draft.vatAmounts).toEqual([{ vatCode: 4, percentage: 600, base: 10_000, vat: 600 }]);
  });

  it("refuses a project of another customer and another owner's customer", async () => {
    const other = await newCustomer(t.app, t.admin);
    const project = await insertProject(t.app, 1, other.id);
    const response = await call(t.app, t.admin, 'saveInvoice', { customerId, projectId: project, rows: [row()] }, 400);
    expect(response.message).toContain(INVOICE_MESSAGES.projectNotFound);
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    await call(t.app, owner2, 'saveInvoice', { customerId, rows: [] }, 400);
    const mine = await saveDraft(t.app, t.admin, customerId, { projectId: 0 });
    await call(t.app, owner2, 'getInvoice', { id: mine.id }, 404);
    await call(t.app, owner2, 'saveInvoice', { id: mine.id, customerId, rows: [] }, 400);
  });

  it('changes a draft, drops deleted rows, and deletes a draft', async () => {
    const draft = await saveDraft(t.app, t.admin, customerId, { rows: [row(), row({ description: 'Weg' })] });
    const rows = draft.rows.map((r: { description: string }) => (r.description === 'Weg' ? { ...r, deleted: 1 } : r));
    const changed = await call(t.app, t.admin, 'saveInvoice', { ...draft, textAbove: 'Betreft: november', rows });
    expect(changed.rows.map((r: { description: string }) => r.description)).toEqual(['Kantoorschoonmaak']);
    expect(changed.textAbove).toBe('Betreft: november');
    expect(changed.amountExVat).toBe(10_000);
    await call(t.app, t.admin, 'saveInvoice', { ...changed, deleted: 1 });
    await call(t.app, t.admin, 'getInvoice', { id: draft.id }, 404);
  });

  it('joins rows of the same sales type, VAT code, price and description, and splits them back', async () => {
    const draft = await saveDraft(t.app, t.admin, customerId, {
      rows: [row({ units: 760 }), row({ units: 380 }), row({ description: 'Glas', workTypeId: 2 }), row({ units: 33 })],
    });
    const joined = await call(t.app, t.admin, 'joinInvoiceRows', { id: draft.id });
    expect(joined.rows.map((r: { units: number }) => r.units)).toEqual([1173, 100]);
    expect(joined.amountExVat).toBe(draft.amountExVat);
    await call(t.app, t.admin, 'joinInvoiceRows', { id: draft.id }, 400);
    const split = await call(t.app, t.admin, 'unjoinInvoiceRows', { id: draft.id });
    expect(split.rows.map((r: { id: string }) => r.id).sort()).toEqual(
      draft.rows.map((r: { id: string }) => r.id).sort(),
    );
  });

  it("adds rows to a customer's draft, making one when there is none", async () => {
    const fresh = await newCustomer(t.app, t.admin);
    const [made] = await call(t.app, t.admin, 'addRowsToDraftInvoice', [{ customerId: fresh.id, rows: [row()] }]);
    expect(made.rows).toHaveLength(1);
    const [grown] = await call(
      t.app,
      t.admin,
      'addRowsToDraftInvoice',
      JSON.stringify([{ customerId: fresh.id, rows: [row(), row()] }]),
    );
    expect(grown.id).toBe(made.id);
    expect(grown.rows).toHaveLength(3);
    // One bad row refuses the whole list.
    const before = await countRows(t.app, 'invoices');
    await call(
      t.app,
      t.admin,
      'addRowsToDraftInvoice',
      [
        { customerId, rows: [row()] },
        { customerId, rows: [row({ vatCode: 4 })] },
      ],
      400,
    );
    expect(await countRows(t.app, 'invoices')).toBe(before);
  });

  it('is for sales users: a planner gets 403', async () => {
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    await call(t.app, planner, 'saveInvoice', { customerId, rows: [row()] }, 403);
    await call(t.app, planner, 'invoicesDateRangePaged', {}, 403);
  });
});
