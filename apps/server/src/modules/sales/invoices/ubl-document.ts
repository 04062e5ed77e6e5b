import { rowAmount, sortedRows, type TInvoice, type TInvoiceAddress, type TOwnerSettings } from '@backoffice/domain';
import { create } from 'xmlbuilder2';
import { isReverseCharged } from './reverse-charge.ts';

// An invoice as a UBL 2.1 e-invoice following EN 16931, with the Peppol BIS Billing 3.0 identifiers (which the Dutch
// NLCIUS accepts): an Invoice (380), or a CreditNote (381) for a credit invoice, whose amounts are then positive.
// The element order is UBL's (the XSD is a sequence). Checked by the official EN 16931 artefact in ubl.test.ts.

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Electronic address schemes (ISO 6523 ICD / EAS): Dutch KvK number, Dutch VAT number. */
const SCHEME = { kvk: '0106', nlVat: '9944' } as const;

type XMLBuilder = ReturnType<typeof create>;
type VatCategory = 'S' | 'Z' | 'AE';

/** A party as the e-invoice names it. */
interface UblParty {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  vatNumber: string;
  cocNumber: string;
  email?: string;
}

interface UblData {
  invoice: TInvoice;
  seller: UblParty;
  buyer: UblParty;
  /** The seller's IBAN and account holder (the invoice template's); no IBAN: no payment means. */
  iban: string;
  accountHolder: string;
  /** VAT code ids whose VAT is reverse-charged (category AE). */
  reverseCharged: ReadonlySet<number>;
  workTypeNames: ReadonlyMap<number, string>;
  /** The words the document needs in the customer's language. */
  texts: { reverseCharge: string; paymentTerms: string };
}

/** Cents as the decimal UBL amounts are written in: 12345 → '123.45', -5 → '-0.05'. */
function ublAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hundredths (units, percentages) as a decimal without trailing zeros: 760 → '7.6', 2100 → '21'. */
const hundredths = (value: number): string => String(value / 100);

/** A credit invoice (or one that pays back) becomes a CreditNote with its amounts negated. */
export const isCreditNote = (invoice: Pick<TInvoice, 'creditFor' | 'amountInclVat'>): boolean =>
  invoice.creditFor > 0 || invoice.amountInclVat < 0;

function categoryOf(data: UblData, vatCode: number, percentage: number): VatCategory {
  if (isReverseCharged(data.reverseCharged, vatCode, percentage)) return 'AE';
  return percentage > 0 ? 'S' : 'Z';
}

/** The VAT breakdown: one per category and rate (EN 16931 BR-S-08 and friends), in the document's sign. */
function vatBreakdown(data: UblData, sign: number) {
  const groups = new Map<string, { category: VatCategory; percentage: number; base: number; vat: number }>();
  for (const line of data.invoice.vatAmounts) {
    const category = categoryOf(data, line.vatCode, line.percentage);
    const key = `${category}/${line.percentage}`;
    const group = groups.get(key) ?? { category, percentage: line.percentage, base: 0, vat: 0 };
    group.base += sign * line.base;
    group.vat += sign * line.vat;
    groups.set(key, group);
  }
  return [...groups.values()];
}

function taxCategory(parent: XMLBuilder, element: string, category: VatCategory, percentage: number, data: UblData) {
  const node = parent.ele(NS.cac, element);
  node.ele(NS.cbc, 'cbc:ID').txt(category);
  node.ele(NS.cbc, 'cbc:Percent').txt(hundredths(percentage));
  if (category === 'AE' && element === 'cac:TaxCategory') {
    node.ele(NS.cbc, 'cbc:TaxExemptionReasonCode').txt('VATEX-EU-AE');
    node.ele(NS.cbc, 'cbc:TaxExemptionReason').txt(data.texts.reverseCharge);
  }
  node.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
}

function amount(parent: XMLBuilder, element: string, cents: number) {
  parent.ele(NS.cbc, element, { currencyID: 'EUR' }).txt(ublAmount(cents));
}

/** The party's electronic address: its KvK number, else a Dutch VAT number (Peppol requires one). */
function endpoint(party: UblParty): { scheme: string; id: string } | undefined {
  if (party.cocNumber) return { scheme: SCHEME.kvk, id: party.cocNumber };
  if (/^NL/i.test(party.vatNumber)) return { scheme: SCHEME.nlVat, id: party.vatNumber };
  return undefined;
}

function party(parent: XMLBuilder, element: string, who: UblParty, customerNumber?: number) {
  const node = parent.ele(NS.cac, element).ele(NS.cac, 'cac:Party');
  const address = endpoint(who);
  if (address) node.ele(NS.cbc, 'cbc:EndpointID', { schemeID: address.scheme }).txt(address.id);
  if (customerNumber !== undefined)
    node.ele(NS.cac, 'cac:PartyIdentification').ele(NS.cbc, 'cbc:ID').txt(String(customerNumber));
  node.ele(NS.cac, 'cac:PartyName').ele(NS.cbc, 'cbc:Name').txt(who.name);
  const postal = node.ele(NS.cac, 'cac:PostalAddress');
  if (who.street) postal.ele(NS.cbc, 'cbc:StreetName').txt(who.street);
  if (who.city) postal.ele(NS.cbc, 'cbc:CityName').txt(who.city);
  if (who.postalCode) postal.ele(NS.cbc, 'cbc:PostalZone').txt(who.postalCode);
  postal
    .ele(NS.cac, 'cac:Country')
    .ele(NS.cbc, 'cbc:IdentificationCode')
    .txt(who.country || 'NL');
  if (who.vatNumber) {
    const tax = node.ele(NS.cac, 'cac:PartyTaxScheme');
    tax.ele(NS.cbc, 'cbc:CompanyID').txt(who.vatNumber.replace(/[\s.]/g, '').toUpperCase());
    tax.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
  }
  const legal = node.ele(NS.cac, 'cac:PartyLegalEntity');
  legal.ele(NS.cbc, 'cbc:RegistrationName').txt(who.name);
  if (who.cocNumber) legal.ele(NS.cbc, 'cbc:CompanyID', { schemeID: SCHEME.kvk }).txt(who.cocNumber);
  if (who.email) node.ele(NS.cac, 'cac:Contact').ele(NS.cbc, 'cbc:ElectronicMail').txt(who.email);
}

/** The lines: rows in their order; a negative price is written as a negative quantity (EN 16931 BR-27). */
function lines(root: XMLBuilder, data: UblData, sign: number, credit: boolean) {
  const rows = sortedRows(data.invoice.rows);
  rows.forEach((row, index) => {
    const line = root.ele(NS.cac, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    line.ele(NS.cbc, 'cbc:ID').txt(String(index + 1));
    const price = sign * row.unitPrice;
    const units = price < 0 ? -row.units : row.units;
    line
      .ele(NS.cbc, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: 'C62' })
      .txt(hundredths(units));
    amount(line, 'cbc:LineExtensionAmount', sign * rowAmount(row.units, row.unitPrice));
    if (row.rowDate) {
      const period = line.ele(NS.cac, 'cac:InvoicePeriod');
      period.ele(NS.cbc, 'cbc:StartDate').txt(row.rowDate);
      period.ele(NS.cbc, 'cbc:EndDate').txt(row.rowDate);
    }
    const item = line.ele(NS.cac, 'cac:Item');
    const name = row.description.split('\n')[0]?.trim() || data.workTypeNames.get(row.workTypeId) || '-';
    if (row.description.trim() && row.description.trim() !== name)
      item.ele(NS.cbc, 'cbc:Description').txt(row.description.trim());
    item.ele(NS.cbc, 'cbc:Name').txt(name);
    taxCategory(
      item,
      'cac:ClassifiedTaxCategory',
      categoryOf(data, row.vatCode, row.vatPercentage),
      row.vatPercentage,
      data,
    );
    amount(line.ele(NS.cac, 'cac:Price'), 'cbc:PriceAmount', Math.abs(price));
  });
}

/** The UBL XML of an invoiced invoice. */
export function invoiceUbl(data: UblData): string {
  const { invoice } = data;
  const credit = isCreditNote(invoice);
  const sign = credit ? -1 : 1;
  const kind = credit ? 'CreditNote' : 'Invoice';
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(`urn:oasis:names:specification:ubl:schema:xsd:${kind}-2`, kind, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
  });
  root.ele(NS.cbc, 'cbc:CustomizationID').txt(CUSTOMIZATION);
  root.ele(NS.cbc, 'cbc:ProfileID').txt(PROFILE);
  root.ele(NS.cbc, 'cbc:ID').txt(String(invoice.number ?? ''));
  root.ele(NS.cbc, 'cbc:IssueDate').txt(invoice.invoiceDate ?? '');
  if (!credit && invoice.expiryDate) root.ele(NS.cbc, 'cbc:DueDate').txt(invoice.expiryDate);
  root.ele(NS.cbc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode').txt(credit ? '381' : '380');
  const note = [invoice.period.split('##').join(' ').trim(), invoice.textAbove.trim()].filter(Boolean).join('\n');
  if (note) root.ele(NS.cbc, 'cbc:Note').txt(note);
  root.ele(NS.cbc, 'cbc:DocumentCurrencyCode').txt('EUR');
  // Peppol asks for a buyer reference or an order reference; the customer number is what the customer knows us by.
  root.ele(NS.cbc, 'cbc:BuyerReference').txt(String(invoice.customerNumber));
  if (invoice.startPeriod && invoice.endPeriod && invoice.startPeriod <= invoice.endPeriod) {
    const period = root.ele(NS.cac, 'cac:InvoicePeriod');
    period.ele(NS.cbc, 'cbc:StartDate').txt(invoice.startPeriod);
    period.ele(NS.cbc, 'cbc:EndDate').txt(invoice.endPeriod);
  }
  if (invoice.creditForNumber)
    root
      .ele(NS.cac, 'cac:BillingReference')
      .ele(NS.cac, 'cac:InvoiceDocumentReference')
      .ele(NS.cbc, 'cbc:ID')
      .txt(String(invoice.creditForNumber));
  party(root, 'cac:AccountingSupplierParty', data.seller);
  party(root, 'cac:AccountingCustomerParty', data.buyer, invoice.customerNumber);
  if (data.iban && !credit) {
    const means = root.ele(NS.cac, 'cac:PaymentMeans');
    means.ele(NS.cbc, 'cbc:PaymentMeansCode').txt('30');
    // The betalingskenmerk: the bank statement carries it back to the invoice.
    means.ele(NS.cbc, 'cbc:PaymentID').txt(invoice.paymentReference || String(invoice.number ?? ''));
    const account = means.ele(NS.cac, 'cac:PayeeFinancialAccount');
    account.ele(NS.cbc, 'cbc:ID').txt(data.iban.replace(/\s/g, '').toUpperCase());
    account.ele(NS.cbc, 'cbc:Name').txt(data.accountHolder || data.seller.name);
  }
  // A payable amount needs a due date or payment terms (BR-CO-25); a credit note has no due date element.
  root.ele(NS.cac, 'cac:PaymentTerms').ele(NS.cbc, 'cbc:Note').txt(data.texts.paymentTerms);
  const breakdown = vatBreakdown(data, sign);
  const taxTotal = root.ele(NS.cac, 'cac:TaxTotal');
  amount(
    taxTotal,
    'cbc:TaxAmount',
    breakdown.reduce((sum, group) => sum + group.vat, 0),
  );
  for (const group of breakdown) {
    const subtotal = taxTotal.ele(NS.cac, 'cac:TaxSubtotal');
    amount(subtotal, 'cbc:TaxableAmount', group.base);
    amount(subtotal, 'cbc:TaxAmount', group.vat);
    taxCategory(subtotal, 'cac:TaxCategory', group.category, group.percentage, data);
  }
  const totals = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  amount(totals, 'cbc:LineExtensionAmount', sign * invoice.amountExVat);
  amount(totals, 'cbc:TaxExclusiveAmount', sign * invoice.amountExVat);
  amount(totals, 'cbc:TaxInclusiveAmount', sign * invoice.amountInclVat);
  amount(totals, 'cbc:PayableAmount', sign * invoice.amountInclVat);
  lines(root, data, sign, credit);
  return doc.end({ prettyPrint: true });
}

/** A party from an invoice's address snapshot (the buyer) and its KvK number. */
export function buyerParty(address: TInvoiceAddress | Record<string, never>, cocNumber: string): UblParty {
  if (!('name' in address))
    return { name: '', street: '', postalCode: '', city: '', country: 'NL', vatNumber: '', cocNumber };
  return {
    name: address.name,
    street: [address.address, address.houseNumber, address.houseAddition].filter(Boolean).join(' '),
    postalCode: address.postalCode,
    city: address.city,
    country: address.country || 'NL',
    vatNumber: address.vatNumber,
    cocNumber,
  };
}

/** The seller: the owner's name, address and numbers. */
export function sellerParty(name: string, settings: TOwnerSettings): UblParty {
  return {
    name,
    street: settings.address,
    postalCode: settings.postalCode,
    city: settings.city,
    country: settings.country || 'NL',
    vatNumber: settings.vatNumber,
    cocNumber: settings.cocNumber,
    email: settings.email || undefined,
  };
}
