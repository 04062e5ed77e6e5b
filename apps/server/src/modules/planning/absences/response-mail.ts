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
  /** A request without an end date: the start only, and the open end in a sentence of its own. */
  bodyOpenEnd: string;
  approved: string;
  denied: string;
  kinds: Record<number, string>;
}

const TEXTS: Record<Locale, ResponseTexts> = {
  en: {
    subject: 'Your request for {kind}: {answer}',
    greeting: 'Dear {name},',
    body: 'Your request for {kind} from {start} to {end} has been {answer}.',
    bodyOpenEnd: 'Your request for {kind} from {start} has been {answer}. No end date has been set yet.',
    approved: 'approved',
    denied: 'denied',
    kinds: {
      1: 'leave',
      2: 'sick leave',
      3: 'unpaid leave',
      4: 'unavailability',
      5: 'calling off',
      6: 'fixed unavailability',
    },
  },
  nl: {
    subject: 'Uw aanvraag voor {kind}: {answer}',
    greeting: 'Beste {name},',
    body: 'Uw aanvraag voor {kind} van {start} tot en met {end} is {answer}.',
    bodyOpenEnd: 'Uw aanvraag voor {kind} vanaf {start} is {answer}. Er is nog geen einddatum vastgesteld.',
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
    subject: 'Richiesta di {kind}: {answer}',
    greeting: 'Gentile {name},',
    body: 'la richiesta di {kind} dal {start} al {end} è stata {answer}.',
    bodyOpenEnd:
      'la richiesta di {kind} a partire dal {start} è stata {answer}. Non è ancora stata fissata una data di fine.',
    approved: 'approvata',
    denied: 'rifiutata',
    kinds: {
      1: 'ferie',
      2: 'malattia',
      3: 'permesso non retribuito',
      4: 'indisponibilità',
      5: 'assenza comunicata',
      6: 'indisponibilità fissa',
    },
  },
  es: {
    subject: 'Su solicitud de {kind}: {answer}',
    greeting: 'Estimado/a {name}:',
    body: 'Su solicitud de {kind} del {start} al {end} ha sido {answer}.',
    bodyOpenEnd:
      'Su solicitud de {kind} a partir del {start} ha sido {answer}. Todavía no se ha fijado una fecha de fin.',
    approved: 'aprobada',
    denied: 'denegada',
    kinds: {
      1: 'vacaciones',
      2: 'baja por enfermedad',
      3: 'permiso no retribuido',
      4: 'no disponibilidad',
      5: 'aviso de ausencia',
      6: 'no disponibilidad fija',
    },
  },
  fr: {
    subject: 'Votre demande de {kind} : {answer}',
    greeting: 'Bonjour {name},',
    body: 'Votre demande de {kind} du {start} au {end} a été {answer}.',
    bodyOpenEnd: "Votre demande de {kind} à partir du {start} a été {answer}. Aucune date de fin n'a encore été fixée.",
    approved: 'approuvée',
    denied: 'refusée',
    kinds: {
      1: 'congé',
      2: 'congé maladie',
      3: 'congé sans solde',
      4: 'indisponibilité',
      5: 'absence signalée',
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
  const openEnd = input.endDate === OPEN_END_DATE;
  const values: Record<string, string> = {
    name: input.employeeName,
    kind: t.kinds[input.kind] ?? String(input.kind),
    start: formatDate(input.startDate),
    end: formatDate(input.endDate),
    answer: input.decision === ABSENCE_STATUS.approved ? t.approved : t.denied,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  const message = input.response.trim() ? `<p>${escapeHtml(input.response.trim()).replace(/\r?\n/g, '<br>')}</p>` : '';
  const body = fill(openEnd ? t.bodyOpenEnd : t.body);
  return {
    subject: fill(t.subject),
    html: `<p>${escapeHtml(fill(t.greeting))}</p><p>${escapeHtml(body)}</p>${message}<p>${escapeHtml(input.ownerName)}</p>`,
  };
}
