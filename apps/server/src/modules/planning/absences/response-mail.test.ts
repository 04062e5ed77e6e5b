import { ABSENCE_STATUS, LOCALES } from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import { describe, expect, it } from 'vitest';
import { responseMail } from './response-mail.ts';

const input = {
  employeeName: 'Anna de Vries',
  ownerName: 'Demo Schoonmaak B.V.',
  kind: 3,
  startDate: '2026-11-02',
  endDate: '2026-11-13',
  decision: ABSENCE_STATUS.approved,
  response: '',
};

describe('the answer to a leave request', () => {
  it('names the period from start to end', () => {
    const mail = responseMail({ ...input, locale: 'nl' });
    expect(mail.subject).toBe('Uw aanvraag voor onbetaald verlof: goedgekeurd');
    expect(mail.html).toContain('van 02-11-2026 tot en met 13-11-2026 is goedgekeurd.');
  });

  it('gives an open end date a sentence of its own in every language, never a date or "until further notice"', () => {
    const sentences = {
      en: 'Your request for unpaid leave from 02-11-2026 has been approved. No end date has been set yet.',
      nl: 'Uw aanvraag voor onbetaald verlof vanaf 02-11-2026 is goedgekeurd. Er is nog geen einddatum vastgesteld.',
      it: 'la richiesta di permesso non retribuito a partire dal 02-11-2026 è stata approvata. Non è ancora stata fissata una data di fine.',
      es: 'Su solicitud de permiso no retribuido a partir del 02-11-2026 ha sido aprobada. Todavía no se ha fijado una fecha de fin.',
      fr: 'Votre demande de congé sans solde à partir du 02-11-2026 a été approuvée. Aucune date de fin n&#39;a encore été fixée.',
    };
    for (const locale of LOCALES) {
      const { html } = responseMail({ ...input, locale, endDate: OPEN_END_DATE });
      expect(html, locale).toContain(sentences[locale]);
      expect(html, locale).not.toMatch(
        /3000|nader bericht|further notice|nuova comunicazione|nuevo aviso|nouvel ordre/,
      );
    }
  });
});
