import type { TEInvoiceAllowanceCharge, TEInvoiceLine, TEInvoiceVatBreakdown } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';
import type { XmlElement } from '../../../platform/xml-tree.ts';
import { childrenOf, elementAt, textAt } from './ubl-nodes.ts';
import { amountAt, hundredthsOf, percentageAt, requiredText } from './ubl-values.ts';

// The lines (BG-25), document-level allowances and charges (BG-20, BG-21) and the VAT breakdown (BG-23) of a UBL
// document, with their amounts as the document writes them (the caller signs a credit note).

/** 'cac:InvoiceLine' or 'cac:CreditNoteLine' and its quantity element. */
export interface LineNames {
  line: string;
  quantity: string;
}

const vatOf = (category: XmlElement | undefined, field: string) => ({
  vatCategory: textAt(category, 'cbc:ID').toUpperCase(),
  vatPercentage: percentageAt(category, 'cbc:Percent', `${field}/cbc:Percent`),
});

export function linesOf(root: XmlElement, names: LineNames): TEInvoiceLine[] {
  const lines = childrenOf(root, names.line).map((line, index): TEInvoiceLine => {
    const field = `${names.line}[${index + 1}]`;
    const item = elementAt(line, 'cac:Item');
    const name = textAt(item, 'cbc:Name');
    const description = textAt(item, 'cbc:Description');
    const quantity = elementAt(line, names.quantity);
    const quantityText = quantity?.text.trim() ?? '';
    return {
      lineId: textAt(line, 'cbc:ID'),
      // Our own sales side writes the first line as the name and the whole text as the description.
      description: description === '' || description.startsWith(name) ? description || name : `${name}\n${description}`,
      quantity: quantityText === '' ? 0 : hundredthsOf(quantityText, `${field}/${names.quantity}`, 'quantity'),
      unitCode: quantity?.attributes.get('unitCode')?.trim() ?? '',
      amount: amountAt(line, 'cbc:LineExtensionAmount', `${field}/cbc:LineExtensionAmount`, true),
      ...vatOf(elementAt(item, 'cac:ClassifiedTaxCategory'), `${field}/cac:Item/cac:ClassifiedTaxCategory`),
    };
  });
  if (lines.length === 0) throw fail('einvoiceIn.noLines');
  return lines;
}

/** Document-level allowances and charges, their amounts positive as written (BR-CO-12/13 add them by indicator). */
export function allowanceChargesOf(root: XmlElement): TEInvoiceAllowanceCharge[] {
  return childrenOf(root, 'cac:AllowanceCharge').map((element, index) => {
    const field = `cac:AllowanceCharge[${index + 1}]`;
    const indicator = requiredText(element, 'cbc:ChargeIndicator', `${field}/cbc:ChargeIndicator`);
    return {
      charge: indicator.toLowerCase() === 'true' || indicator === '1',
      amount: amountAt(element, 'cbc:Amount', `${field}/cbc:Amount`, true),
      reason: textAt(element, 'cbc:AllowanceChargeReason') || textAt(element, 'cbc:AllowanceChargeReasonCode'),
      ...vatOf(elementAt(element, 'cac:TaxCategory'), `${field}/cac:TaxCategory`),
    };
  });
}

/**
 * The VAT total in euro and its breakdown. A document with a separate VAT accounting currency has a second TaxTotal
 * without breakdown in that currency (BT-111): the one in the document currency is the invoice's.
 */
export function vatOfDocument(root: XmlElement): { total: number; breakdown: TEInvoiceVatBreakdown[] } {
  const totals = childrenOf(root, 'cac:TaxTotal');
  const taxTotal =
    totals.find((total) => (elementAt(total, 'cbc:TaxAmount')?.attributes.get('currencyID') ?? 'EUR') === 'EUR') ??
    totals[0];
  const total = amountAt(taxTotal, 'cbc:TaxAmount', 'cac:TaxTotal/cbc:TaxAmount', true);
  const breakdown = childrenOf(taxTotal, 'cac:TaxSubtotal').map((subtotal, index) => {
    const field = `cac:TaxTotal/cac:TaxSubtotal[${index + 1}]`;
    return {
      ...vatOf(elementAt(subtotal, 'cac:TaxCategory'), `${field}/cac:TaxCategory`),
      taxableAmount: amountAt(subtotal, 'cbc:TaxableAmount', `${field}/cbc:TaxableAmount`, true),
      vatAmount: amountAt(subtotal, 'cbc:TaxAmount', `${field}/cbc:TaxAmount`, true),
    };
  });
  return { total, breakdown };
}
