import type { Locale } from '@backoffice/domain';

// The words of a reminder letter besides the invoice PDF's (pdf-labels.ts), in the customer's language.

export interface LetterLabels {
  openInvoices: string;
  open: string;
  totalOpen: string;
}

export const LETTER_LABELS: Record<Locale, LetterLabels> = {
  nl: { openInvoices: 'Openstaande facturen', open: 'Openstaand', totalOpen: 'Totaal openstaand' },
  en: { openInvoices: 'Open invoices', open: 'Open amount', totalOpen: 'Total open amount' },
  it: { openInvoices: 'Fatture aperte', open: 'Residuo', totalOpen: 'Totale residuo' },
  es: { openInvoices: 'Facturas pendientes', open: 'Importe pendiente', totalOpen: 'Total pendiente' },
  fr: { openInvoices: 'Factures impayées', open: 'Restant dû', totalOpen: 'Total restant dû' },
};
