import type { Locale } from '@backoffice/domain';

// The words on an invoice PDF, in the customer's language (the web app's texts are in its locale files; a PDF is made
// on the server). {n}, {date} and friends are filled in with the domain's fillInvoiceText. The mail carrying it is an e-mail
// template of the owner's (send.ts).

export interface PdfLabels {
  invoice: string;
  creditInvoice: string;
  preview: string;
  number: string;
  date: string;
  expiryDate: string;
  customerNumber: string;
  project: string;
  period: string;
  creditFor: string;
  onBehalfOf: string;
  attention: string;
  description: string;
  units: string;
  price: string;
  amount: string;
  vat: string;
  subtotal: string;
  vatLine: string;
  total: string;
  payment: string;
  paymentNoIban: string;
  /** The same, quoting the payment reference instead of the invoice number. */
  paymentByReference: string;
  paymentByReferenceNoIban: string;
  paymentReference: string;
  /** On each reverse-charged row of the PDF, and the e-invoice's reason for VAT category AE. */
  reverseCharge: string;
  /** Below the totals when rows are reverse-charged: with the customer's VAT number, and without one. */
  reverseChargeTo: string;
  reverseChargeToCustomer: string;
  refund: string;
  coc: string;
  vatNumber: string;
  page: string;
}

export const PDF_LABELS: Record<Locale, PdfLabels> = {
  nl: {
    invoice: 'Factuur',
    creditInvoice: 'Creditfactuur',
    preview: 'CONCEPT',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    expiryDate: 'Vervaldatum',
    customerNumber: 'Klantnummer',
    project: 'Project',
    period: 'Periode',
    creditFor: 'Creditering van factuur',
    onBehalfOf: 'Inzake',
    attention: 't.a.v.',
    description: 'Omschrijving',
    units: 'Aantal',
    price: 'Prijs',
    amount: 'Bedrag',
    vat: 'Btw',
    subtotal: 'Totaal excl. btw',
    vatLine: 'Btw {rate} over {base}',
    total: 'Totaal incl. btw',
    payment:
      'Wij verzoeken u het bedrag van {amount} vóór {date} over te maken op {iban} t.n.v. {holder}, onder vermelding van factuurnummer {n}.',
    paymentNoIban:
      'Wij verzoeken u het bedrag van {amount} vóór {date} te voldoen, onder vermelding van factuurnummer {n}.',
    paymentByReference:
      'Wij verzoeken u het bedrag van {amount} vóór {date} over te maken op {iban} t.n.v. {holder}, onder vermelding van betalingskenmerk {reference}.',
    paymentByReferenceNoIban:
      'Wij verzoeken u het bedrag van {amount} vóór {date} te voldoen, onder vermelding van betalingskenmerk {reference}.',
    paymentReference: 'Betalingskenmerk',
    reverseCharge: 'Btw verlegd',
    reverseChargeTo: 'Btw verlegd naar de afnemer, btw-nummer afnemer {vatNumber}.',
    reverseChargeToCustomer: 'Btw verlegd naar de afnemer.',
    refund: 'Het bedrag van {amount} wordt aan u terugbetaald.',
    coc: 'KvK',
    vatNumber: 'Btw-nr.',
    page: 'Pagina {page} van {pages}',
  },
  en: {
    invoice: 'Invoice',
    creditInvoice: 'Credit invoice',
    preview: 'PREVIEW',
    number: 'Invoice number',
    date: 'Invoice date',
    expiryDate: 'Due date',
    customerNumber: 'Customer number',
    project: 'Project',
    period: 'Period',
    creditFor: 'Credit for invoice',
    onBehalfOf: 'Concerning',
    attention: 'Attn.',
    description: 'Description',
    units: 'Quantity',
    price: 'Price',
    amount: 'Amount',
    vat: 'VAT',
    subtotal: 'Total excl. VAT',
    vatLine: 'VAT {rate} on {base}',
    total: 'Total incl. VAT',
    payment: 'Please pay {amount} before {date} to {iban} in the name of {holder}, quoting invoice number {n}.',
    paymentNoIban: 'Please pay {amount} before {date}, quoting invoice number {n}.',
    paymentByReference:
      'Please pay {amount} before {date} to {iban} in the name of {holder}, quoting payment reference {reference}.',
    paymentByReferenceNoIban: 'Please pay {amount} before {date}, quoting payment reference {reference}.',
    paymentReference: 'Payment reference',
    reverseCharge: 'VAT reverse-charged',
    reverseChargeTo: 'VAT reverse-charged: the VAT is payable by the customer, VAT number {vatNumber}.',
    reverseChargeToCustomer: 'VAT reverse-charged: the VAT is payable by the customer.',
    refund: 'The amount of {amount} will be paid back to you.',
    coc: 'CoC',
    vatNumber: 'VAT no.',
    page: 'Page {page} of {pages}',
  },
  it: {
    invoice: 'Fattura',
    creditInvoice: 'Nota di credito',
    preview: 'BOZZA',
    number: 'Numero fattura',
    date: 'Data fattura',
    expiryDate: 'Scadenza',
    customerNumber: 'Codice cliente',
    project: 'Progetto',
    period: 'Periodo',
    creditFor: 'Storno della fattura',
    onBehalfOf: 'Oggetto',
    attention: 'Alla c.a.',
    description: 'Descrizione',
    units: 'Quantità',
    price: 'Prezzo',
    amount: 'Importo',
    vat: 'IVA',
    subtotal: 'Totale IVA esclusa',
    vatLine: 'IVA {rate} su {base}',
    total: 'Totale IVA inclusa',
    payment:
      'Vi preghiamo di versare {amount} entro il {date} sul conto {iban} intestato a {holder}, indicando il numero di fattura {n}.',
    paymentNoIban: 'Vi preghiamo di versare {amount} entro il {date}, indicando il numero di fattura {n}.',
    paymentByReference:
      'Vi preghiamo di versare {amount} entro il {date} sul conto {iban} intestato a {holder}, indicando il riferimento di pagamento {reference}.',
    paymentByReferenceNoIban:
      'Vi preghiamo di versare {amount} entro il {date}, indicando il riferimento di pagamento {reference}.',
    paymentReference: 'Riferimento di pagamento',
    reverseCharge: 'Inversione contabile',
    reverseChargeTo: "Inversione contabile: l'IVA è dovuta dal cliente, partita IVA {vatNumber}.",
    reverseChargeToCustomer: "Inversione contabile: l'IVA è dovuta dal cliente.",
    refund: "L'importo di {amount} vi sarà rimborsato.",
    coc: 'CCIAA',
    vatNumber: 'P. IVA',
    page: 'Pagina {page} di {pages}',
  },
  es: {
    invoice: 'Factura',
    creditInvoice: 'Factura rectificativa',
    preview: 'BORRADOR',
    number: 'Número de factura',
    date: 'Fecha de factura',
    expiryDate: 'Vencimiento',
    customerNumber: 'Número de cliente',
    project: 'Proyecto',
    period: 'Periodo',
    creditFor: 'Rectifica la factura',
    onBehalfOf: 'Relativo a',
    attention: 'A la atención de',
    description: 'Descripción',
    units: 'Cantidad',
    price: 'Precio',
    amount: 'Importe',
    vat: 'IVA',
    subtotal: 'Total sin IVA',
    vatLine: 'IVA {rate} sobre {base}',
    total: 'Total con IVA',
    payment:
      'Le rogamos abone {amount} antes del {date} en {iban} a nombre de {holder}, indicando el número de factura {n}.',
    paymentNoIban: 'Le rogamos abone {amount} antes del {date}, indicando el número de factura {n}.',
    paymentByReference:
      'Le rogamos abone {amount} antes del {date} en {iban} a nombre de {holder}, indicando la referencia de pago {reference}.',
    paymentByReferenceNoIban:
      'Le rogamos abone {amount} antes del {date}, indicando la referencia de pago {reference}.',
    paymentReference: 'Referencia de pago',
    reverseCharge: 'Inversión del sujeto pasivo',
    reverseChargeTo: 'Inversión del sujeto pasivo: el IVA lo declara el cliente, número de IVA {vatNumber}.',
    reverseChargeToCustomer: 'Inversión del sujeto pasivo: el IVA lo declara el cliente.',
    refund: 'Le devolveremos el importe de {amount}.',
    coc: 'Reg. Mercantil',
    vatNumber: 'NIF-IVA',
    page: 'Página {page} de {pages}',
  },
  fr: {
    invoice: 'Facture',
    creditInvoice: 'Avoir',
    preview: 'BROUILLON',
    number: 'Numéro de facture',
    date: 'Date de facture',
    expiryDate: 'Échéance',
    customerNumber: 'Numéro client',
    project: 'Projet',
    period: 'Période',
    creditFor: 'Avoir sur la facture',
    onBehalfOf: 'Objet',
    attention: "À l'attention de",
    description: 'Description',
    units: 'Quantité',
    price: 'Prix',
    amount: 'Montant',
    vat: 'TVA',
    subtotal: 'Total HT',
    vatLine: 'TVA {rate} sur {base}',
    total: 'Total TTC',
    payment:
      'Merci de régler {amount} avant le {date} sur {iban} au nom de {holder}, en indiquant le numéro de facture {n}.',
    paymentNoIban: 'Merci de régler {amount} avant le {date}, en indiquant le numéro de facture {n}.',
    paymentByReference:
      'Merci de régler {amount} avant le {date} sur {iban} au nom de {holder}, en indiquant la référence de paiement {reference}.',
    paymentByReferenceNoIban:
      'Merci de régler {amount} avant le {date}, en indiquant la référence de paiement {reference}.',
    paymentReference: 'Référence de paiement',
    reverseCharge: 'Autoliquidation',
    reverseChargeTo: 'Autoliquidation : la TVA est due par le client, numéro de TVA {vatNumber}.',
    reverseChargeToCustomer: 'Autoliquidation : la TVA est due par le client.',
    refund: 'Le montant de {amount} vous sera remboursé.',
    coc: 'RCS',
    vatNumber: 'N° TVA',
    page: 'Page {page} sur {pages}',
  },
};
