import { fillInvoiceText, INVOICE_STATUS, PDF_TEMPLATE_TYPES, type TInvoice, UBL_CALLS } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import type { CallContext, CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { sendFile } from '../../../platform/file-reply.ts';
import { documentTemplate } from '../pdf-templates/store.ts';
import { addressOfInvoice, invoicingManagement } from './address.ts';
import { invoiceCustomer } from './invoicing.ts';
import { ownerForInvoices, salesLists } from './owner-data.ts';
import { invoiceFileName } from './pdf.ts';
import { PDF_LABELS } from './pdf-labels.ts';
import { findInvoice } from './queries.ts';
import { reverseChargedCodes } from './reverse-charge.ts';
import { buyerParty, invoiceUbl, isCreditNote, sellerParty } from './ubl-document.ts';

// Gathers what the e-invoice needs (owner, customer, VAT codes, template's bank account) for ubl-document.ts.

export const UBL_MIME = 'application/xml';

/** The PDF's name with .xml: 'Factuur 2026014.xml'. */
export const ublFileName = (invoice: TInvoice): string => invoiceFileName(invoice).replace(/\.pdf$/, '.xml');

/** The UBL e-invoice of an invoiced invoice: its bytes and a file name like 'Factuur 2026014.xml'. */
export async function invoiceUblFile(
  ctx: CallContext,
  invoice: TInvoice,
): Promise<{ fileName: string; bytes: Buffer; mimeType: string }> {
  if (invoice.status === INVOICE_STATUS.draft || invoice.number === null) throw fail('invoice.notInvoiced');
  const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
  const type = invoice.creditFor > 0 ? PDF_TEMPLATE_TYPES.creditInvoice : PDF_TEMPLATE_TYPES.invoice;
  const template = await documentTemplate(ctx.tx, ctx.ownerId, type);
  const { vatCodes, workTypes } = await salesLists(ctx.tx, ctx.ownerId);
  const customer = await invoiceCustomer(ctx, invoice);
  const address = await addressOfInvoice(ctx, invoice);
  // The buyer is whom the invoice is addressed to: the management company when it is "concerning" the customer.
  const management = 'name' in address && address.onBehalfOf ? await invoicingManagement(ctx, customer) : undefined;
  const labels = PDF_LABELS[invoice.locale] ?? PDF_LABELS.nl;
  const amount = formatMoney(Math.abs(invoice.amountInclVat), invoice.locale);
  const xml = invoiceUbl({
    invoice,
    seller: sellerParty(owner.name, owner.settings),
    buyer: buyerParty(address, (management ?? customer).cocNumber),
    iban: template.iban,
    accountHolder: template.accountHolder,
    reverseCharged: reverseChargedCodes(vatCodes),
    workTypeNames: new Map(workTypes.map((type) => [type.id, type.name])),
    texts: {
      reverseCharge: labels.reverseCharge,
      paymentTerms: isCreditNote(invoice)
        ? fillInvoiceText(labels.refund, { amount })
        : `${labels.expiryDate} ${formatDate(invoice.expiryDate)}`,
    },
  });
  return {
    fileName: ublFileName(invoice),
    bytes: Buffer.from(xml, 'utf8'),
    mimeType: UBL_MIME,
  };
}

export function registerUblRoutes(r: CallRegistrar): void {
  r.handle(UBL_CALLS.invoiceUbl, async (ctx, body, _request, reply) =>
    sendFile(reply, await invoiceUblFile(ctx, await findInvoice(ctx.tx, ctx.ownerId, body.id))),
  );
}
