import { SALES_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithAdmins, BACKENDS } from '../../../test/harness.ts';
import { call, newCustomer, stored } from '../invoices/test-support.ts';

// The Sales general settings in the periodic run: the invoice date (periodicInvoiceDate 1 the last day of the
// period, 2 the day the run makes the draft) and the default sales type and VAT code of a work without a live type.

const OCTOBER = { startDate: '2025-10-01', endDate: '2025-10-31' };

describe.each(BACKENDS)('the periodic run and the Sales general settings on %s', (backend) => {
  const t = appWithAdmins(backend);

  /** A customer with one project and a monthly contract of 400.00 whose sales type is `workType` (0: none). */
  async function monthlyContract(name: string, workType: number) {
    const customer = await newCustomer(t.app, t.owner1, { name });
    const [project] = await stored<{ id: number }>(
      t.app,
      1,
      sql`insert into projects (owner_id, name, customer_id) values (1, ${`${name} kantoor`}, ${customer.id})
          returning id`,
    );
    await stored(
      t.app,
      1,
      sql`insert into works (owner_id, project_id, description, work_type, start_date, selected_days, invoicing,
            fixed_price)
          values (1, ${project?.id}, 'Maandcontract', ${workType}, '2025-01-01', '[1]'::jsonb, 1, 40000) returning id`,
    );
    return customer.id as number;
  }

  const settings = (fields: Record<string, number>) =>
    call(t.app, t.owner1, 'saveSalesSettings', { ...SALES_SETTINGS_DEFAULTS, ...fields });

  /** Proposes October, makes the customer's draft and answers it. */
  async function draftOf(customerId: number) {
    const { proposals } = await call(t.app, t.owner1, 'getPeriodicInvoices', OCTOBER);
    const proposal = proposals.find((p: { customerId: number }) => p.customerId === customerId);
    const { drafts } = await call(t.app, t.owner1, 'createInvoicesDraft', [proposal]);
    return { proposal, draft: await call(t.app, t.owner1, 'getInvoice', { id: drafts[0].invoiceId }) };
  }

  it('dates the drafts on the last day of the period, or on the day of the run', async () => {
    const customerId = await monthlyContract('Datum Kantoren', 1);
    await settings({ periodicInvoiceDate: 1 });
    const byPeriod = await draftOf(customerId);
    expect(byPeriod.proposal.invoiceDate).toBe('2025-10-31');
    expect(byPeriod.draft).toMatchObject({ status: 0, invoiceDate: '2025-10-31', amountExVat: 40_000 });
    await call(t.app, t.owner1, 'saveInvoice', { ...byPeriod.draft, deleted: 1 });

    await settings({ periodicInvoiceDate: 2 });
    const onRunDay = await draftOf(customerId);
    expect(onRunDay.proposal.invoiceDate).toBe(todayIso());
    expect(onRunDay.draft).toMatchObject({ invoiceDate: todayIso(), amountExVat: 40_000 });
    await call(t.app, t.owner1, 'saveInvoice', { ...onRunDay.draft, deleted: 1 });

    // A proposal answered before the setting changed is drafted on the run's day all the same.
    await settings({ periodicInvoiceDate: 1 });
    const { proposals } = await call(t.app, t.owner1, 'getPeriodicInvoices', OCTOBER);
    const early = proposals.find((p: { customerId: number }) => p.customerId === customerId);
    await settings({ periodicInvoiceDate: 2 });
    const { drafts } = await call(t.app, t.owner1, 'createInvoicesDraft', [early]);
    expect((await call(t.app, t.owner1, 'getInvoice', { id: drafts[0].invoiceId })).invoiceDate).toBe(todayIso());
  });

  it("bills a work without a live sales type as the default sales type, with that type's VAT code", async () => {
    // Without a default the first live sales type (1) would be taken; type 3 carries VAT code 1 (21 %).
    await settings({ workTypeId: 3, vatCodeId: 2 });
    const { draft } = await draftOf(await monthlyContract('Zonder Soort', 0));
    expect(draft.rows).toEqual([expect.objectContaining({ workTypeId: 3, vatCode: 1, unitPrice: 40_000 })]);
  });
});
