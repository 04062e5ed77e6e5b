import type { Locale } from '@backoffice/domain';

// The words of the mail a bulk price update sends its user, in the owner's language (made on the server, so not in the
// web app's locale files). {date}, {changed} and {total} are filled in by bulk-mail.ts.

interface BulkMailLabels {
  subject: string;
  intro: string;
  none: string;
  customer: string;
  project: string;
  work: string;
  price: string;
  before: string;
  after: string;
  hourRate: string;
  fixedPrice: string;
}

export const BULK_MAIL_LABELS: Record<Locale, BulkMailLabels> = {
  nl: {
    subject: 'Prijswijziging per {date}: {changed} prijzen aangepast',
    intro: 'De prijswijziging per {date} is uitgevoerd: {changed} prijzen van {total} werkzaamheden aangepast.',
    none: 'Er is geen prijs gewijzigd.',
    customer: 'Klant',
    project: 'Project',
    work: 'Werkzaamheid',
    price: 'Prijs',
    before: 'Oud',
    after: 'Nieuw',
    hourRate: 'Uurtarief',
    fixedPrice: 'Vaste prijs',
  },
  en: {
    subject: 'Price change from {date}: {changed} prices updated',
    intro: 'The price change from {date} is done: {changed} prices of {total} works updated.',
    none: 'No price was changed.',
    customer: 'Customer',
    project: 'Project',
    work: 'Work',
    price: 'Price',
    before: 'Before',
    after: 'After',
    hourRate: 'Hour rate',
    fixedPrice: 'Fixed price',
  },
  it: {
    subject: 'Variazione prezzi dal {date}: {changed} prezzi aggiornati',
    intro: 'La variazione prezzi dal {date} è stata eseguita: {changed} prezzi di {total} lavori aggiornati.',
    none: 'Nessun prezzo è stato modificato.',
    customer: 'Cliente',
    project: 'Progetto',
    work: 'Lavoro',
    price: 'Prezzo',
    before: 'Prima',
    after: 'Dopo',
    hourRate: 'Tariffa oraria',
    fixedPrice: 'Prezzo fisso',
  },
  es: {
    subject: 'Cambio de precios desde el {date}: {changed} precios actualizados',
    intro: 'El cambio de precios desde el {date} se ha realizado: {changed} precios de {total} trabajos actualizados.',
    none: 'No se ha cambiado ningún precio.',
    customer: 'Cliente',
    project: 'Proyecto',
    work: 'Trabajo',
    price: 'Precio',
    before: 'Antes',
    after: 'Después',
    hourRate: 'Tarifa por hora',
    fixedPrice: 'Precio fijo',
  },
  fr: {
    subject: 'Changement de prix au {date} : {changed} prix mis à jour',
    intro: 'Le changement de prix au {date} est effectué : {changed} prix de {total} travaux mis à jour.',
    none: "Aucun prix n'a été modifié.",
    customer: 'Client',
    project: 'Projet',
    work: 'Travail',
    price: 'Prix',
    before: 'Avant',
    after: 'Après',
    hourRate: 'Taux horaire',
    fixedPrice: 'Prix fixe',
  },
};
