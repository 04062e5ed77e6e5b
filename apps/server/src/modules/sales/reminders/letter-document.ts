import type { Locale, TInvoiceAddress, TInvoiceListRow } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import type { Content, TableCell, TDocumentDefinitions } from '../../../platform/pdf.ts';
import { richTextContent } from '../../../platform/pdf-html.ts';
import {
  addressBlock,
  type InvoicePdfData,
  letterhead,
  templateFooter,
  templateStyle,
} from '../invoices/pdf-document.ts';
import { PDF_LABELS } from '../invoices/pdf-labels.ts';
import { LETTER_LABELS } from './letter-labels.ts';

/** What a reminder letter shows: the invoice PDF's letterhead and address, the reminder's text, the open invoices. */
export interface ReminderLetterData extends Pick<InvoicePdfData, 'company' | 'template' | 'logo'> {
  locale: Locale;
  address: TInvoiceAddress | Record<string, never>;
  date: string;
  subject: string;
  /** Sanitised HTML of the reminder. */
  body: string;
  /** The customer's invoiced invoices with something open, oldest first. */
  openInvoices: readonly TInvoiceListRow[];
}

function openInvoicesTable(data: ReminderLetterData): Content {
  const labels = PDF_LABELS[data.locale];
  const words = LETTER_LABELS[data.locale];
  const money = (cents: number) => formatMoney(cents, data.locale);
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const head = [labels.number, labels.date, labels.expiryDate, labels.total, words.open].map(
    (text, index): TableCell => ({ text, bold: true, alignment: index < 3 ? 'left' : 'right' }),
  );
  const rows = data.openInvoices.map((invoice): TableCell[] => [
    String(invoice.number ?? ''),
    formatDate(invoice.invoiceDate),
    formatDate(invoice.expiryDate),
    right(money(invoice.amountInclVat)),
    right(money(invoice.amountOpen)),
  ]);
  const total = data.openInvoices.reduce((sum, invoice) => sum + invoice.amountOpen, 0);
  return {
    stack: [
      { text: words.openInvoices, bold: true, color: data.template.accentColor, margin: [0, 8, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', 'auto', '*', 90],
          body: [
            head,
            ...rows,
            [{ text: words.totalOpen, bold: true, colSpan: 4 }, '', '', '', right(money(total), true)],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** The pdfmake document of a payment reminder sent by post: A4, the letterhead of the invoice PDF. */
export function reminderLetterDocument(data: ReminderLetterData): TDocumentDefinitions {
  const labels = PDF_LABELS[data.locale];
  const place = data.company.settings.city;
  return {
    info: { title: data.subject, author: data.company.name },
    pageMargins: [40, 40, 40, 60],
    defaultStyle: templateStyle(data.template),
    footer: templateFooter(data, labels),
    content: [
      letterhead(data, labels),
      addressBlock(data.address, labels),
      { text: [place, formatDate(data.date)].filter(Boolean).join(', '), margin: [0, 24, 0, 0] },
      { text: data.subject, bold: true, fontSize: 12, margin: [0, 16, 0, 12] },
      ...richTextContent(data.body),
      openInvoicesTable(data),
    ],
  };
}
