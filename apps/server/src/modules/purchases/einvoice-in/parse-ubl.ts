import type { TEInvoiceIn } from '@backoffice/domain';
import { fail } from '../../../platform/errors.ts';
import type { XmlElement } from '../../../platform/xml-tree.ts';
import { readEInvoiceXml } from './einvoice-xml.ts';
import { allowanceChargesOf, type LineNames, linesOf, vatOfDocument } from './ubl-lines.ts';
import { childrenOf, elementAt, textAt, UBL_NS } from './ubl-nodes.ts';
import { supplierOf } from './ubl-party.ts';
import { checkTotals } from './ubl-totals.ts';
import { amountAt, dateAt, requiredText } from './ubl-values.ts';

// A supplier's UBL 2.1 Invoice or CreditNote (EN 16931; Peppol BIS Billing 3.0 and the Dutch SI-UBL 2.0 are both
// EN 16931 in UBL 2.1) read into TEInvoiceIn, or a 400 with an 'einvoiceIn.' key: never anything else, whatever
// the input. Only euro: our purchases, payments and VAT return are in euro (DESIGN §5), so a foreign-currency invoice
// would need a conversion the owner has to decide on.

const KINDS = {
  invoice: { uri: UBL_NS.Invoice, root: 'Invoice', line: 'cac:InvoiceLine', quantity: 'cbc:InvoicedQuantity' },
  creditNote: {
    uri: UBL_NS.CreditNote,
    root: 'CreditNote',
    line: 'cac:CreditNoteLine',
    quantity: 'cbc:CreditedQuantity',
  },
} as const;

function kindOf(root: XmlElement): { kind: TEInvoiceIn['kind'] } & LineNames {
  for (const [kind, names] of Object.entries(KINDS) as [TEInvoiceIn['kind'], (typeof KINDS)[TEInvoiceIn['kind']]][])
    if (root.uri === names.uri && root.local === names.root) return { kind, ...names };
  const name = root.uri ? `${root.local} (${root.uri})` : root.local;
  throw fail('einvoiceIn.notUbl', { root: name.length > 120 ? `${name.slice(0, 120)}…` : name });
}

function totalsOf(root: XmlElement, vat: number): TEInvoiceIn['totals'] {
  const totals = elementAt(root, 'cac:LegalMonetaryTotal');
  if (!totals) throw fail('einvoiceIn.missing', { field: 'cac:LegalMonetaryTotal' });
  const amount = (name: string, required = false) => {
    const field = `cac:LegalMonetaryTotal/${name}`;
    return required ? amountAt(totals, name, field, true) : (amountAt(totals, name, field) ?? 0);
  };
  return {
    lineExtension: amount('cbc:LineExtensionAmount', true),
    allowances: amount('cbc:AllowanceTotalAmount'),
    charges: amount('cbc:ChargeTotalAmount'),
    taxExclusive: amount('cbc:TaxExclusiveAmount', true),
    vat,
    taxInclusive: amount('cbc:TaxInclusiveAmount', true),
    prepaid: amount('cbc:PrepaidAmount'),
    rounding: amount('cbc:PayableRoundingAmount'),
    payable: amount('cbc:PayableAmount', true),
  };
}

/** Every amount of the document times `sign` (-1 for a credit note), without making a -0. */
function signed(document: Pick<TEInvoiceIn, 'lines' | 'allowanceCharges' | 'vatBreakdown' | 'totals'>, sign: 1 | -1) {
  const by = (cents: number) => (cents === 0 ? 0 : sign * cents);
  return {
    lines: document.lines.map((line) => ({ ...line, amount: by(line.amount) })),
    // An allowance lowers the total: signed by its effect, so a purchase row can take the amount as it is.
    allowanceCharges: document.allowanceCharges.map((item) => ({
      ...item,
      amount: by(item.charge ? item.amount : -item.amount),
    })),
    vatBreakdown: document.vatBreakdown.map((item) => ({
      ...item,
      taxableAmount: by(item.taxableAmount),
      vatAmount: by(item.vatAmount),
    })),
    totals: Object.fromEntries(
      Object.entries(document.totals).map(([name, cents]) => [name, by(cents)]),
    ) as TEInvoiceIn['totals'],
  };
}

/** The e-invoice in `input` (the file's bytes, or its text). */
export function parseUbl(input: Uint8Array | string): TEInvoiceIn {
  const root = readEInvoiceXml(input);
  const { kind, ...names } = kindOf(root);
  const currency = requiredText(root, 'cbc:DocumentCurrencyCode', 'cbc:DocumentCurrencyCode').toUpperCase();
  if (currency !== 'EUR') throw fail('einvoiceIn.currency', { currency: currency.slice(0, 10) });
  const lines = linesOf(root, names);
  const allowanceCharges = allowanceChargesOf(root);
  const vat = vatOfDocument(root);
  const totals = totalsOf(root, vat.total);
  checkTotals({ lines, allowanceCharges, vatBreakdown: vat.breakdown, totals });
  const means = childrenOf(root, 'cac:PaymentMeans');
  const header = {
    typeCode: textAt(root, kind === 'invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode'),
    invoiceNumber: requiredText(root, 'cbc:ID', 'cbc:ID'),
    issueDate: dateAt(root, 'cbc:IssueDate', 'cbc:IssueDate') ?? requiredText(root, 'cbc:IssueDate', 'cbc:IssueDate'),
    // UBL 2.1 gives a CreditNote no DueDate: EN 16931 puts its BT-9 in the payment means.
    dueDate:
      dateAt(root, 'cbc:DueDate', 'cbc:DueDate') ??
      means.map((m) => dateAt(m, 'cbc:PaymentDueDate', 'cac:PaymentMeans/cbc:PaymentDueDate')).find(Boolean) ??
      null,
    paymentTerms: childrenOf(root, 'cac:PaymentTerms')
      // The layout's indentation is not part of the terms.
      .map((terms) => textAt(terms, 'cbc:Note').replace(/[ \t]*\n\s*/g, '\n'))
      .filter(Boolean)
      .join('\n'),
    currency: 'EUR' as const,
    paymentReference: means.map((m) => textAt(m, 'cbc:PaymentID')).find(Boolean) ?? '',
    buyerReference: textAt(root, 'cbc:BuyerReference') || textAt(root, 'cac:OrderReference/cbc:ID'),
  };
  const sign = kind === 'creditNote' ? -1 : 1;
  return {
    kind,
    ...header,
    supplier: supplierOf(root),
    ...signed({ lines, allowanceCharges, vatBreakdown: vat.breakdown, totals }, sign),
  };
}
