import {
  fillInvoiceText,
  formatPaymentReference,
  groupedIban,
  type Locale,
  pdfFooterLines,
  rowAmount,
  sortedRows,
  type TInvoice,
  type TInvoiceAddress,
  type TOwnerSettings,
  type TPdfTemplate,
} from '@backoffice/domain';
import { formatDate, formatHundredths, formatMoney } from '@backoffice/domain/format';
import type { Content, TableCell, TDocumentDefinitions } from '../../../platform/pdf.ts';
import { PDF_LABELS, type PdfLabels } from './pdf-labels.ts';
import { isReverseCharged } from './reverse-charge.ts';

/** Everything an invoice PDF shows, gathered by pdf.ts. */
export interface InvoicePdfData {
  invoice: TInvoice;
  /** A draft's preview: no number yet, marked as such across the page. */
  preview: boolean;
  company: { name: string; settings: TOwnerSettings };
  /** The active PDF template of the invoice's type (pdf-templates/store.ts). */
  template: TPdfTemplate;
  /** The company logo as a data URL (PNG or JPEG), if there is one. */
  logo?: string;
  /** The texts above and below the rows, variables filled in. */
  textTop: string;
  textBottom: string;
  workTypeNames: ReadonlyMap<number, string>;
  /** VAT code ids whose VAT is reverse-charged (reverse-charge.ts). */
  reverseCharged: ReadonlySet<number>;
}

/** The invoice's period: its text (parts split on '##', spec 001 §9), else its start and end dates. */
export function periodText(invoice: Pick<TInvoice, 'period' | 'startPeriod' | 'endPeriod'>): string {
  const text = invoice.period.split('##').join(' ').trim();
  if (text || !invoice.startPeriod || !invoice.endPeriod) return text;
  return `${formatDate(invoice.startPeriod)} – ${formatDate(invoice.endPeriod)}`;
}

const fill = (text: string, values: Record<string, string | number>) =>
  fillInvoiceText(text, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])));

const percent = (hundredths: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100)}%`;

type Letterhead = Pick<InvoicePdfData, 'company' | 'template' | 'logo'>;

function companyBlock(data: Letterhead, labels: PdfLabels): Content {
  const s = data.company.settings;
  const lines = [s.address, [s.postalCode, s.city].filter(Boolean).join('  '), s.email, s.phone].filter(Boolean);
  const registration = [
    s.cocNumber ? `${labels.coc} ${s.cocNumber}` : '',
    s.vatNumber ? `${labels.vatNumber} ${s.vatNumber}` : '',
  ].filter(Boolean);
  return {
    stack: [
      { text: data.company.name, bold: true, fontSize: 12 },
      ...lines.map((line) => ({ text: line })),
      ...registration.map((line) => ({ text: line, color: '#555555' })),
    ],
  };
}

/** The company's name, address and numbers, with the logo where the template puts it (invoices and letters). */
export function letterhead(data: Letterhead, labels: PdfLabels): Content {
  const company = companyBlock(data, labels);
  const position = data.template.logoPosition;
  if (!data.logo || position === 'none') return company;
  const logo: Content = { image: data.logo, fit: [160, 70], alignment: position === 'left' ? 'left' : 'right' };
  return { columns: position === 'left' ? [logo, company] : [company, logo], columnGap: 20 };
}

export function addressBlock(address: TInvoiceAddress | Record<string, never>, labels: PdfLabels): Content {
  if (!('name' in address)) return { text: '' };
  const street = [address.address, address.houseNumber, address.houseAddition].filter(Boolean).join(' ');
  const lines = [
    address.name,
    address.tav ? `${labels.attention} ${address.tav}` : '',
    street,
    [address.postalCode, address.city].filter(Boolean).join('  '),
    address.country && address.country !== 'NL' ? address.country : '',
    address.onBehalfOf ? `${labels.onBehalfOf}: ${address.onBehalfOf}` : '',
    // The customer's VAT number belongs on a business invoice (and is required when the VAT is reverse-charged).
    address.vatNumber ? `${labels.vatNumber} ${address.vatNumber}` : '',
  ].filter(Boolean);
  return { stack: lines.map((line, index) => ({ text: line, bold: index === 0 })), margin: [0, 24, 0, 0] };
}

function metaTable(data: InvoicePdfData, labels: PdfLabels): Content {
  const { invoice } = data;
  const rows: [string, string][] = [
    [labels.number, invoice.number === null ? labels.preview : String(invoice.number)],
    [labels.date, formatDate(invoice.invoiceDate)],
    [labels.expiryDate, formatDate(invoice.expiryDate)],
    [labels.customerNumber, String(invoice.customerNumber)],
  ];
  if (invoice.projectName) rows.push([labels.project, invoice.projectName]);
  const period = periodText(invoice);
  if (period) rows.push([labels.period, period]);
  if (invoice.creditForNumber) rows.push([labels.creditFor, String(invoice.creditForNumber)]);
  if (invoice.paymentReference) rows.push([labels.paymentReference, formatPaymentReference(invoice.paymentReference)]);
  return {
    table: { widths: ['auto', '*'], body: rows.map(([key, value]) => [{ text: key, bold: true }, value]) },
    layout: 'noBorders',
    margin: [0, 24, 0, 0],
  };
}

function rowsTable(data: InvoicePdfData, labels: PdfLabels, locale: Locale): Content {
  const accent = data.template.accentColor;
  const head = [labels.description, labels.units, labels.price, labels.amount, labels.vat].map(
    (text, index): TableCell => ({
      text,
      bold: true,
      color: '#ffffff',
      fillColor: accent,
      alignment: index === 0 ? 'left' : 'right',
    }),
  );
  const body: TableCell[][] = sortedRows(data.invoice.rows).map((row) => {
    const type = data.workTypeNames.get(row.workTypeId);
    const description = row.description || type || '';
    const dated = row.rowDate ? `${formatDate(row.rowDate)}  ` : '';
    // The law wants the mention on the row itself, not only in the totals.
    const reverseCharge: Content[] = isReverseCharged(data.reverseCharged, row.vatCode, row.vatPercentage)
      ? [{ text: labels.reverseCharge, italics: true, fontSize: 8 }]
      : [];
    return [
      { stack: [{ text: `${dated}${description}` }, ...reverseCharge] },
      { text: formatHundredths(row.units, locale), alignment: 'right' },
      { text: formatMoney(row.unitPrice, locale), alignment: 'right' },
      { text: formatMoney(rowAmount(row.units, row.unitPrice), locale), alignment: 'right' },
      { text: percent(row.vatPercentage, locale), alignment: 'right' },
    ];
  });
  return {
    table: { headerRows: 1, widths: ['*', 55, 70, 75, 40], body: [head, ...body] },
    layout: {
      hLineWidth: (i: number) => (i === 0 || i === 1 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#dddddd',
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 16, 0, 0],
  };
}

function totalsTable(data: InvoicePdfData, labels: PdfLabels, locale: Locale): Content {
  const { invoice } = data;
  const money = (cents: number) => formatMoney(cents, locale);
  const body: TableCell[][] = [
    [labels.subtotal, { text: money(invoice.amountExVat), alignment: 'right' }],
    ...invoice.vatAmounts.map((line): TableCell[] => [
      fill(labels.vatLine, { rate: percent(line.percentage, locale), base: money(line.base) }),
      { text: money(line.vat), alignment: 'right' },
    ]),
    [
      { text: labels.total, bold: true, color: data.template.accentColor },
      { text: money(invoice.amountInclVat), bold: true, alignment: 'right' },
    ],
  ];
  return {
    columns: [
      { width: '*', text: '' },
      { width: 260, table: { widths: ['*', 90], body }, layout: 'noBorders' },
    ],
    margin: [0, 12, 0, 0],
  };
}

/** Below the totals of an invoice with reverse-charged rows: that the customer owes the VAT, and its VAT number. */
function reverseChargeText(data: InvoicePdfData, labels: PdfLabels): string {
  const { rows, address } = data.invoice;
  if (!rows.some((row) => isReverseCharged(data.reverseCharged, row.vatCode, row.vatPercentage))) return '';
  const vatNumber = 'vatNumber' in address ? address.vatNumber : '';
  return vatNumber ? fill(labels.reverseChargeTo, { vatNumber }) : labels.reverseChargeToCustomer;
}

function paymentText(data: InvoicePdfData, labels: PdfLabels, locale: Locale): string {
  const { invoice, template } = data;
  const amount = formatMoney(Math.abs(invoice.amountInclVat), locale);
  if (invoice.amountInclVat < 0) return fill(labels.refund, { amount });
  if (invoice.amountInclVat === 0) return '';
  const values = {
    amount,
    date: formatDate(invoice.expiryDate),
    n: invoice.number === null ? labels.preview : invoice.number,
    iban: groupedIban(template.iban),
    holder: template.accountHolder || data.company.name,
    reference: formatPaymentReference(invoice.paymentReference),
  };
  if (invoice.paymentReference)
    return fill(template.iban ? labels.paymentByReference : labels.paymentByReferenceNoIban, values);
  return fill(template.iban ? labels.payment : labels.paymentNoIban, values);
}

/** The template's footer lines and the page number, at the foot of every page of a document. */
export function templateFooter(data: Pick<InvoicePdfData, 'company' | 'template'>, labels: PdfLabels) {
  const lines = pdfFooterLines(data.template, data.company.settings, { ...labels, iban: 'IBAN' });
  return (page: number, pages: number): Content => ({
    columns: [
      { stack: lines.map((text) => ({ text })), color: '#555555' },
      { text: fill(labels.page, { page, pages }), alignment: 'right', width: 100, color: '#555555' },
    ],
    margin: [40, 16, 40, 0],
    fontSize: 8,
  });
}

/** The template's font and text colour for every text of a document. */
export const templateStyle = (template: Pick<TPdfTemplate, 'font' | 'textColor'>) => ({
  font: template.font,
  color: template.textColor,
});

/** The pdfmake document of an invoice: A4, the template's font, colours, logo position and footer. */
export function invoiceDocument(data: InvoicePdfData): TDocumentDefinitions {
  const locale = data.invoice.locale;
  const labels = PDF_LABELS[locale] ?? PDF_LABELS.nl;
  const credit = data.invoice.creditFor > 0 || data.invoice.amountInclVat < 0;
  const title = credit ? labels.creditInvoice : labels.invoice;
  const texts = (text: string): Content[] => (text.trim() ? [{ text, margin: [0, 12, 0, 0] }] : []);
  return {
    info: { title: `${title} ${data.invoice.number ?? labels.preview}`, author: data.company.name },
    pageMargins: [40, 40, 40, 60],
    defaultStyle: templateStyle(data.template),
    watermark: data.preview ? { text: labels.preview, color: '#c92a2a', opacity: 0.12, bold: true } : undefined,
    content: [
      letterhead(data, labels),
      { columns: [addressBlock(data.invoice.address, labels), metaTable(data, labels)], columnGap: 30 },
      { text: title.toUpperCase(), fontSize: 18, bold: true, color: data.template.accentColor, margin: [0, 24, 0, 0] },
      ...texts(data.textTop),
      rowsTable(data, labels, locale),
      totalsTable(data, labels, locale),
      ...texts(reverseChargeText(data, labels)),
      ...texts(paymentText(data, labels, locale)),
      ...texts(data.textBottom),
    ],
    footer: templateFooter(data, labels),
  };
}
