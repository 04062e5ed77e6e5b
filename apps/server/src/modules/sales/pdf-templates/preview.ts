import {
  invoiceTotals,
  PDF_TEMPLATE_TYPES,
  paymentReferenceFor,
  type TInvoice,
  type TPdfTemplate,
  ZInvoiceRow,
} from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import type { CallContext } from '../../../platform/calls.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { ownerForInvoices } from '../invoices/owner-data.ts';
import { logoDataUrl } from '../invoices/pdf.ts';
import { invoiceDocument } from '../invoices/pdf-document.ts';

// The live preview of Home/PdfTemplates: a made-up invoice (a credit invoice for type 2) of the owner, rendered with
// the template as it is being edited, so the page shows what a change does before it is saved.

const SAMPLE_ROWS = [
  { description: 'Kantoorschoonmaak', units: 1250, unitPrice: 3450, vatCode: 1, vatPercentage: 2100 },
  { description: 'Glasbewassing', units: 200, unitPrice: 4200, vatCode: 1, vatPercentage: 2100 },
  { description: 'Schoonmaak woning', units: 300, unitPrice: 3100, vatCode: 2, vatPercentage: 900 },
];

function sampleInvoice(credit: boolean, locale: TInvoice['locale']): TInvoice {
  const sign = credit ? -1 : 1;
  const rows = SAMPLE_ROWS.map((row, index) =>
    ZInvoiceRow.parse({ ...row, workTypeId: 1, unitPrice: sign * row.unitPrice, invoiceOrder: 2000 + index }),
  );
  const totals = invoiceTotals(rows);
  const today = todayIso();
  return {
    id: 0,
    number: 20260001,
    customerId: 0,
    customerName: 'Voorbeeld B.V.',
    customerNumber: 1001,
    projectId: 0,
    projectName: 'Kantoor Stationsplein',
    invoiceDate: today,
    bookDate: today,
    expiryDate: addDays(today, 14),
    paymentDays: 14,
    status: 1,
    amountExVat: totals.amountExVat,
    amountInclVat: totals.amountInclVat,
    amountOpen: totals.amountInclVat,
    vatAmounts: totals.vatAmounts,
    rows,
    address: {
      name: 'Voorbeeld B.V.',
      tav: 'J. Jansen',
      address: 'Hoofdstraat',
      houseNumber: '1',
      houseAddition: '',
      postalCode: '1234 AB',
      city: 'Utrecht',
      country: 'NL',
      onBehalfOf: '',
      vatNumber: '',
    },
    locale,
    paymentReference: credit ? '' : paymentReferenceFor(1, 20260001),
    startPeriod: null,
    endPeriod: null,
    period: '',
    textAbove: '',
    textBelow: '',
    sent: [],
    creditFor: credit ? 1 : 0,
    creditForNumber: credit ? 20250099 : null,
    uploadId: 0,
    paidDate: null,
    deleted: 0,
  };
}

/** previewPdfTemplate: the sample invoice's PDF with `template` (not saved). */
export async function previewPdfTemplate(ctx: CallContext, template: TPdfTemplate): Promise<Buffer> {
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const invoice = sampleInvoice(template.type === PDF_TEMPLATE_TYPES.creditInvoice, owner.settings.locale);
  return renderPdf(
    invoiceDocument({
      invoice,
      preview: false,
      company: { name: owner.name, settings: owner.settings },
      template,
      logo: await logoDataUrl(ctx, template),
      textTop: '',
      textBottom: '',
      workTypeNames: new Map(),
      reverseCharged: new Set(),
    }),
  );
}
