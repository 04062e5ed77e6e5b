import { describe, expect, it } from 'vitest';
import { ZVatCode, ZWorkType } from '../settings/owner-lists.ts';
import { salesTypeOf } from './periodic-proposals.ts';
import {
  invoiceRowDefaults,
  newCustomerDefaults,
  PERIODIC_INVOICE_DATE,
  periodicInvoiceDate,
} from './sales-defaults.ts';
import { SALES_SETTINGS_DEFAULTS } from './sales-settings.ts';

const lists = {
  vatCodes: [
    ZVatCode.parse({ id: 1, name: 'Hoog', percentage: 2100 }),
    ZVatCode.parse({ id: 2, name: 'Laag', percentage: 900 }),
    ZVatCode.parse({ id: 3, name: 'Oud', percentage: 1900, validUntil: '2025-01-01' }),
  ],
  workTypes: [
    ZWorkType.parse({ id: 10, name: 'Schoonmaak', vatCodeId: 1 }),
    ZWorkType.parse({ id: 11, name: 'Glazenwassen', vatCodeId: 2 }),
    ZWorkType.parse({ id: 12, name: 'Vervallen', vatCodeId: 1, validUntil: '2025-01-01' }),
  ],
};

describe('Sales general settings as defaults', () => {
  it("gives a new customer the owner's payment days and invoice grouping", () => {
    const settings = { ...SALES_SETTINGS_DEFAULTS, paymentDays: 30, joinInvoices: 1, multiProjects: 1 };
    expect(newCustomerDefaults(settings)).toEqual({ paymentDays: 30, joinInvoices: 1, multiProjects: 1 });
  });

  it('starts an invoice row with the default sales type and VAT code while they are valid', () => {
    const defaults = (workTypeId: number, vatCodeId: number) =>
      invoiceRowDefaults({ workTypeId, vatCodeId }, lists, '2026-11-23');
    expect(defaults(11, 1)).toEqual({ workTypeId: 11, vatCode: 1 });
    // No default VAT code: the sales type's own, as choosing the type does.
    expect(defaults(11, 0)).toEqual({ workTypeId: 11, vatCode: 2 });
    expect(defaults(0, 0)).toEqual({ workTypeId: 0, vatCode: 0 });
    // Expired since they were chosen: the row starts empty rather than with a code the save refuses.
    expect(defaults(12, 3)).toEqual({ workTypeId: 0, vatCode: 0 });
  });

  it('dates a periodic invoice on its last billing date (never after today) or on the day of the run', () => {
    expect(periodicInvoiceDate(PERIODIC_INVOICE_DATE.periodEnd, '2026-10-31', '2026-11-02')).toBe('2026-10-31');
    expect(periodicInvoiceDate(PERIODIC_INVOICE_DATE.periodEnd, '2026-11-30', '2026-11-02')).toBe('2026-11-02');
    expect(periodicInvoiceDate(PERIODIC_INVOICE_DATE.runDay, '2026-10-31', '2026-11-02')).toBe('2026-11-02');
  });

  it("bills a work without a live sales type as the default sales type, with the type's VAT code", () => {
    expect(salesTypeOf(99, lists, '2026-11-23', { workTypeId: 11, vatCodeId: 0 })).toEqual({
      workTypeId: 11,
      vatCode: 2,
      name: 'Glazenwassen',
    });
    // The work's own type wins; without a default the first live type is taken, as before.
    expect(salesTypeOf(10, lists, '2026-11-23', { workTypeId: 11, vatCodeId: 2 }).workTypeId).toBe(10);
    expect(salesTypeOf(99, lists, '2026-11-23').workTypeId).toBe(10);
  });
});
