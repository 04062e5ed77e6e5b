import type { Locale } from '@backoffice/domain';

// The words on a quote PDF that an invoice PDF does not have, in the customer's language (the rest: invoices'
// pdf-labels.ts). {n}, {weeks} and {price} are filled in by quote-document.ts.

export interface QuotePdfLabels {
  quote: string;
  number: string;
  date: string;
  visits: string;
  visitsEvery: string;
  duration: string;
  hourRate: string;
  fixedPrice: string;
  perMonth: string;
  note: string;
}

export const QUOTE_PDF_LABELS: Record<Locale, QuotePdfLabels> = {
  nl: {
    quote: 'Offerte',
    number: 'Offertenummer',
    date: 'Datum',
    visits: '{n}× per week',
    visitsEvery: '{n}× per {weeks} weken',
    duration: 'Tijd per keer',
    hourRate: '{price} per uur',
    fixedPrice: 'Vaste prijs',
    perMonth: 'Per maand',
    note: 'Bedragen per maand; een maand telt 52/12 weken.',
  },
  en: {
    quote: 'Quote',
    number: 'Quote number',
    date: 'Date',
    visits: '{n}× a week',
    visitsEvery: '{n}× every {weeks} weeks',
    duration: 'Time per visit',
    hourRate: '{price} per hour',
    fixedPrice: 'Fixed price',
    perMonth: 'Per month',
    note: 'Amounts per month; a month counts 52/12 weeks.',
  },
  it: {
    quote: 'Preventivo',
    number: 'Numero preventivo',
    date: 'Data',
    visits: '{n}× a settimana',
    visitsEvery: '{n}× ogni {weeks} settimane',
    duration: 'Tempo per intervento',
    hourRate: '{price} all’ora',
    fixedPrice: 'Prezzo fisso',
    perMonth: 'Al mese',
    note: 'Importi mensili; un mese conta 52/12 settimane.',
  },
  es: {
    quote: 'Presupuesto',
    number: 'Número de presupuesto',
    date: 'Fecha',
    visits: '{n}× por semana',
    visitsEvery: '{n}× cada {weeks} semanas',
    duration: 'Tiempo por visita',
    hourRate: '{price} por hora',
    fixedPrice: 'Precio fijo',
    perMonth: 'Al mes',
    note: 'Importes mensuales; un mes cuenta 52/12 semanas.',
  },
  fr: {
    quote: 'Devis',
    number: 'Numéro de devis',
    date: 'Date',
    visits: '{n}× par semaine',
    visitsEvery: '{n}× toutes les {weeks} semaines',
    duration: 'Durée par passage',
    hourRate: '{price} de l’heure',
    fixedPrice: 'Prix forfaitaire',
    perMonth: 'Par mois',
    note: 'Montants mensuels ; un mois compte 52/12 semaines.',
  },
};
