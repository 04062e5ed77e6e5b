import { defineCall, ZFile } from '../api/contract.ts';
import { ZInvoiceIdRequest } from './invoice-schemas.ts';

/** The e-invoice (issue 17): an invoiced invoice as UBL 2.1 XML following EN 16931 (Peppol BIS Billing 3.0). */
export const UBL_CALLS = {
  invoiceUbl: defineCall({
    method: 'POST',
    path: '/invoiceUbl',
    area: 'sales',
    level: 'read',
    body: ZInvoiceIdRequest,
    response: ZFile,
    summary: 'The invoice as a UBL 2.1 e-invoice (EN 16931): an Invoice, or a CreditNote for a credit invoice',
  }),
} as const;
