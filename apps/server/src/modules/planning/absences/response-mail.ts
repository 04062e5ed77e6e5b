import { ABSENCE_STATUS, type Locale } from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { escapeHtml } from '../../../platform/html.ts';

// The answer to a leave request, mailed to the employee in the owner's language. Mails leave the server, so their
// texts live here rather than in the web app's translation files.

interface ResponseTexts {
  subject: string;
  greeting: string;
  body: string;
  openEnd: string;
  approved: string;
  denied: string;
  kinds: Record<number, string>;
}

const TEXTS: Record<Locale, ResponseTexts> = {
  en: {
    subject: 'Your request for {kind}: {answer}',
    greeting: 'Dear {name},',
    body: 'Your request for {kind} from {start} to {end} has been {answer}.',
    openEnd: 'further notice',
    approved: 'approved',
    denied: 'denied',
    kinds: {
      1: 'leave',
      2: 'sick leave',
      3: 'unpaid leave',
      4: 'unavailability',
      5: 'deregistration',
      6: 'fixed unavailability',
    },
  },
  nl: {
    subject: 'Uw aanvraag voor {kind}: {answer}',
    greeting: 'Beste {name},',
    body: 'Uw aanvraag voor {kind} van {start} tot en met {end} is {answer}.',
    openEnd: 'nader bericht',
    approved: 'goedgekeurd',
    denied: 'afgewezen',
    kinds: {
      1: 'verlof',
      2: 'ziekteverlof',
      3: 'onbetaald verlof',
      4: 'niet beschikbaar',
      5: 'afmelding',
      6: 'vast niet beschikbaar',
    },
  },
  it: {
    subject: 'La tua richiesta di {kind}: {answer}',
    greeting: 'Gentile {name},',
    body: 'La tua richiesta di {kind} dal {start} al {end} è stata {answer}.',
    openEnd: 'nuova comunicazione',
    approved: 'approvata',
    denied: 'rifiutata',
    kinds: {
      1: 'ferie',
      2: 'malattia',
      3: 'permesso non retribuito',
      4: 'indisponibilità',
      5: 'cancellazione',
      6: 'indisponibilità fissa',
    },
  },
  es: {
    subject: 'Su solicitud de {kind}: {answer}',
    greeting: 'Estimado/a {name}:',
    body: 'Su solicitud de {kind} del {start} al {end} ha sido {answer}.',
    openEnd: 'nuevo aviso',
    approved: 'aprobada',
    denied: 'denegada',
    kinds: {
      1: 'vacaciones',
      2: 'baja por enfermedad',
      3: 'permiso no retribuido',
      4: 'no disponibilidad',
      5: 'baja',
      6: 'no disponibilidad fija',
    },
  },
  fr: {
    subject: 'Votre demande de {kind} : {answer}',
    greeting: 'Bonjour {name},',
    body: 'Votre demande de {kind} du {start} au {end} a été {answer}.',
    openEnd: 'nouvel ordre',
    approved: 'approuvée',
    denied: 'refusée',
    kinds: {
      1: 'congé',
      2: 'congé maladie',
      3: 'congé sans solde',
      4: 'indisponibilité',
      5: 'désinscription',
      6: 'indisponibilité fixe',
    },
  },
};

export interface ResponseMailInput {
  locale: Locale;
  employeeName: string;
  ownerName: string;
  kind: number;
  startDate: string;
  endDate: string;
  /** 2 approved or 3 denied. */
  decision: number;
  response: string;
}

/** Subject and HTML of the answer; the planner's message keeps its line breaks. */
export function responseMail(input: ResponseMailInput): { subject: string; html: string } {
  const t = TEXTS[input.locale];
  const values: Record<string, string> = {
    name: input.employeeName,
    kind: t.kinds[input.kind] ?? String(input.kind),
    start: formatDate(input.startDate),
    end: input.endDate === OPEN_END_DATE ? t.openEnd : formatDate(input.endDate),
    answer: input.decision === ABSENCE_STATUS.approved ? t.approved : t.denied,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  const message = input.response.trim() ? `<p>${escapeHtml(input.response.trim()).replace(/\r?\n/g, '<br>')}</p>` : '';
  return {
    subject: fill(t.subject),
    html: `<p>${escapeHtml(fill(t.greeting))}</p><p>${escapeHtml(fill(t.body))}</p>${message}<p>${escapeHtml(input.ownerName)}</p>`,
  };
}
