import { INVOICE_MESSAGES, type TVatCode, type TWorkType, VALIDATION_MESSAGES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { draftIssues, liveTotals, newRow, toDraft, toPayload, withSalesType } from './invoice-draft.ts';

const vatCodes: TVatCode[] = [
  { id: 1, name: '21%', percentage: 2100, validUntil: '3000-01-01', deleted: 0, reverseCharge: 0 },
  { id: 2, name: '6% oud', percentage: 600, validUntil: '2019-01-01', deleted: 0, reverseCharge: 0 },
];
const workTypes: TWorkType[] = [
  { id: 1, name: 'Schoonmaak kantoor', hourRate: 3450, vatCodeId: 1, validUntil: '3000-01-01', deleted: 0 },
];

describe('invoice draft', () => {
  it('starts a new invoice with one empty row of 1.00 unit, dated today', () => {
    const draft = toDraft(undefined, 7, '2026-11-23');
    expect(draft).toMatchObject({ id: 0, customerId: 7, invoiceDate: '2026-11-23' });
    expect(draft.rows).toEqual([expect.objectContaining({ units: 100, invoiceOrder: 2000, unitPrice: 0 })]);
    // With the Sales general settings' sales type and VAT code, the first row starts with them.
    const preset = toDraft(undefined, 7, '2026-11-23', { workTypeId: 1, vatCode: 1 });
    expect(preset.rows).toEqual([expect.objectContaining({ workTypeId: 1, vatCode: 1, unitPrice: 0 })]);
  });

  it('fills an empty row from the chosen sales type, keeping what was typed', () => {
    const filled = withSalesType(newRow(), workTypes[0]);
    expect(filled).toMatchObject({ workTypeId: 1, unitPrice: 3450, vatCode: 1, description: 'Schoonmaak kantoor' });
    const typed = withSalesType(newRow({ unitPrice: 5000, vatCode: 2, description: 'Eigen tekst' }), workTypes[0]);
    expect(typed).toMatchObject({ unitPrice: 5000, vatCode: 2, description: 'Eigen tekst' });
  });

  it('computes the same totals as the server: VAT once per code on the summed rows', () => {
    const rows = Array.from({ length: 10 }, () => newRow({ vatCode: 1, unitPrice: 5 }));
    expect(liveTotals(rows, vatCodes)).toMatchObject({ amountExVat: 50, amountVat: 11, amountInclVat: 61 });
  });

  it('reports what the server would refuse, with the same paths and messages', () => {
    const draft = {
      ...toDraft(undefined, null, '2026-11-23'),
      rows: [newRow({ vatCode: 2, workTypeId: 1 }), newRow()],
    };
    expect(draftIssues(draft, { vatCodes, workTypes })).toEqual([
      { path: 'customerId', message: INVOICE_MESSAGES.customerRequired },
      { path: 'rows.1.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
      { path: 'rows.1.workTypeId', message: INVOICE_MESSAGES.salesTypeRequired },
      { path: 'rows.0.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
    ]);
    const ok = { ...draft, customerId: 3, rows: [newRow({ vatCode: 1, workTypeId: 1 })] };
    expect(draftIssues(ok, { vatCodes, workTypes })).toEqual([]);
    expect(toPayload(ok).rows[0]).toMatchObject({ vatCode: 1, workTypeId: 1, units: 100 });
  });
});
