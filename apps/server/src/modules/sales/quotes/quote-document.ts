import {
  fillInvoiceText,
  type Locale,
  lineMonthlyAmount,
  lineMonthlyHours,
  QUOTE_PRICING,
  type TInvoiceTotals,
  type TOwnerSettings,
  type TPdfTemplate,
  type TQuote,
  type TQuoteLine,
} from '@backoffice/domain';
import { formatDate, formatHundredths, formatMoney } from '@backoffice/domain/format';
import type { Content, TableCell, TDocumentDefinitions } from '../../../platform/pdf.ts';
import { addressBlock, letterhead } from '../invoices/pdf-document.ts';
import { PDF_LABELS, type PdfLabels } from '../invoices/pdf-labels.ts';
import { QUOTE_PDF_LABELS, type QuotePdfLabels } from './pdf-labels.ts';

/** Everything a quote PDF shows, gathered by pdf.ts. */
interface QuotePdfData {
  quote: TQuote;
  lines: TQuoteLine[];
  totals: TInvoiceTotals;
  locale: Locale;
  company: { name: string; settings: TOwnerSettings };
  template: TPdfTemplate;
  logo?: string;
  workTypeNames: ReadonlyMap<number, string>;
}

interface Labels {
  invoice: PdfLabels;
  quote: QuotePdfLabels;
}

const fill = (text: string, values: Record<string, string | number>) =>
  fillInvoiceText(text, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])));

const percent = (hundredths: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100)}%`;

function metaTable(quote: TQuote, labels: Labels): Content {
  return {
    table: {
      widths: ['auto', '*'],
      body: [
        [{ text: labels.quote.number, bold: true }, String(quote.id)],
        [{ text: labels.quote.date, bold: true }, formatDate(quote.requestDate)],
      ],
    },
    layout: 'noBorders',
    margin: [0, 24, 0, 0],
  };
}

/** How often and how long: '3× a week, 1,50 h per visit' in the customer's words. */
function visitsText(line: TQuoteLine, labels: QuotePdfLabels, locale: Locale): string {
  const n = line.days.length;
  const visits =
    line.intervalWeeks === 1 ? fill(labels.visits, { n }) : fill(labels.visitsEvery, { n, weeks: line.intervalWeeks });
  return `${visits}, ${labels.duration.toLowerCase()} ${formatHundredths(Math.round((line.minutes * 100) / 60), locale)} h`;
}

function linesTable(data: QuotePdfData, labels: Labels): Content {
  const { locale } = data;
  const head = [labels.invoice.description, labels.invoice.units, labels.invoice.price, labels.quote.perMonth].map(
    (text, index): TableCell => ({
      text,
      bold: true,
      color: '#ffffff',
      fillColor: data.template.accentColor,
      alignment: index === 0 ? 'left' : 'right',
    }),
  );
  const body = data.lines.map((line): TableCell[] => {
    const hourly = line.pricing === QUOTE_PRICING.hourRate;
    const name = data.workTypeNames.get(line.workTypeId) ?? '';
    return [
      { stack: [{ text: line.description || name, bold: true }, { text: visitsText(line, labels.quote, locale) }] },
      { text: hourly ? `${formatHundredths(lineMonthlyHours(line), locale)} h` : '1', alignment: 'right' },
      {
        text: hourly
          ? fill(labels.quote.hourRate, { price: formatMoney(line.price, locale) })
          : `${labels.quote.fixedPrice} ${formatMoney(line.price, locale)}`,
        alignment: 'right',
      },
      { text: formatMoney(lineMonthlyAmount(line), locale), alignment: 'right' },
    ];
  });
  return {
    table: { headerRows: 1, widths: ['*', 60, 110, 75], body: [head, ...body] },
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

function totalsTable(data: QuotePdfData, labels: PdfLabels): Content {
  const money = (cents: number) => formatMoney(cents, data.locale);
  const body: TableCell[][] = [
    [labels.subtotal, { text: money(data.totals.amountExVat), alignment: 'right' }],
    ...data.totals.vatAmounts.map((line): TableCell[] => [
      fill(labels.vatLine, { rate: percent(line.percentage, data.locale), base: money(line.base) }),
      { text: money(line.vat), alignment: 'right' },
    ]),
    [
      { text: labels.total, bold: true, color: data.template.accentColor },
      { text: money(data.totals.amountInclVat), bold: true, alignment: 'right' },
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

/** The pdfmake document of a quote: the invoice's letterhead and template, the lines and totals per month. */
export function quoteDocument(data: QuotePdfData): TDocumentDefinitions {
  const labels = { invoice: PDF_LABELS[data.locale], quote: QUOTE_PDF_LABELS[data.locale] };
  const { quote } = data;
  const address = {
    name: quote.company,
    tav: quote.contact,
    address: quote.address,
    houseNumber: quote.houseNumber,
    houseAddition: '',
    postalCode: quote.postalCode,
    city: quote.city,
    country: '',
    onBehalfOf: '',
    vatNumber: '',
  };
  return {
    info: { title: `${labels.quote.quote} ${quote.id}`, author: data.company.name },
    pageMargins: [40, 40, 40, 60],
    content: [
      letterhead(data, labels.invoice),
      { columns: [addressBlock(address, labels.invoice), metaTable(quote, labels)], columnGap: 30 },
      {
        text: labels.quote.quote.toUpperCase(),
        fontSize: 18,
        bold: true,
        color: data.template.accentColor,
        margin: [0, 24, 0, 0],
      },
      linesTable(data, labels),
      totalsTable(data, labels.invoice),
      { text: labels.quote.note, color: '#555555', margin: [0, 12, 0, 0] },
      ...(quote.notes.trim() ? [{ text: quote.notes, margin: [0, 12, 0, 0] } as Content] : []),
    ],
    footer: (page: number, pages: number): Content => ({
      columns: [
        { text: data.template.footer, color: '#555555' },
        { text: fill(labels.invoice.page, { page, pages }), alignment: 'right', width: 100, color: '#555555' },
      ],
      margin: [40, 20, 40, 0],
      fontSize: 8,
    }),
  };
}
