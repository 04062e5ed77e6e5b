import type { ErrorTexts } from './format.ts';

/**
 * A supplier's UBL e-invoice that cannot be read into a purchase. `field` names the element as an XPath-like path
 * ('cac:LegalMonetaryTotal/cbc:PayableAmount'), which reads the same in every language; `rule` is the EN 16931 rule.
 */
export const EINVOICE_IN_ERRORS = {
  'einvoiceIn.tooLarge': 'The e-invoice is larger than {{maxMb}} MB',
  'einvoiceIn.notUtf8': 'The e-invoice is not UTF-8 text',
  'einvoiceIn.notXml': 'The file is not well-formed XML (line {{line}}, column {{column}})',
  /** A DTD may declare entities (XXE, entity expansion): UBL never needs one, so none is read. */
  'einvoiceIn.doctype': 'The e-invoice contains a DOCTYPE declaration, which is not allowed',
  'einvoiceIn.tooComplex': 'The e-invoice has more than {{max}} elements or nests them too deeply',
  'einvoiceIn.notUbl': 'The file is not a UBL invoice or credit note (its root element is {{root}})',
  'einvoiceIn.currency': 'The e-invoice is in {{currency}}: only invoices in euro (EUR) can be read',
  'einvoiceIn.missing': 'The e-invoice lacks {{field}}',
  'einvoiceIn.notAmount': '{{field}} is not an amount: {{value}}',
  'einvoiceIn.tooManyDecimals': '{{field}} has more than two decimals: {{value}}',
  'einvoiceIn.notNumber': '{{field}} is not a number: {{value}}',
  'einvoiceIn.notDate': '{{field}} is not a date: {{value}}',
  'einvoiceIn.noLines': 'The e-invoice has no lines',
  'einvoiceIn.totalsMismatch':
    'The totals of the e-invoice do not add up ({{rule}}): {{field}} is {{found}} where the figures give {{expected}}',
  /** Category AE (and K, an intra-community acquisition): the owner accounts the VAT, so a reverse-charge code. */
  'einvoiceIn.noReverseChargeVatCode':
    'The e-invoice has reverse-charged VAT, but no VAT code is reverse-charged: add one under VAT codes first',
  'einvoiceIn.noVatCode': 'No VAT code has the rate {{rate}} %: add it under VAT codes first',
  /** Warnings of importPurchaseEInvoice: the draft is saved, the user checks these before making it definitive. */
  'einvoiceIn.newIban': 'The e-invoice asks for payment to {{iban}}, which is not an account of this supplier',
  'einvoiceIn.payableDiffers':
    'The e-invoice asks {{payable}} to be paid, the purchase comes to {{total}} incl. VAT (VAT rounded per line, or an amount already paid)',
} as const satisfies ErrorTexts;
