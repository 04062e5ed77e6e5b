import { SERVER_TEXTS } from '@backoffice/domain';
import type { Translate } from '../i18n/zod-messages.ts';
import { notifyWarning } from '../notices.ts';

/** Why the server could not place an address ('Unable to retrieve coordinates: <why>'). */
const GEOCODE_REASONS = ['geocoderNotConfigured', 'geocodeNotFound', 'geocoderFailed'] as const;

/**
 * The warnings of a save in the user's language: a failed geocoding gets the page's own text (`coordinatesKey`: what
 * was saved and what it means) followed by why.
 */
export function warningTexts(saved: { warnings?: string[] }, t: Translate, coordinatesKey: string): string[] {
  return (saved.warnings ?? []).map((warning) => {
    if (!warning.includes(SERVER_TEXTS.unableToGeocode)) return warning;
    const reason = GEOCODE_REASONS.find((key) => warning.includes(SERVER_TEXTS[key]));
    return reason ? `${t(coordinatesKey)} ${t(`serverTexts.${reason}`)}` : t(coordinatesKey);
  });
}

/** The save succeeded: its warnings are yellow notices, not errors. */
export function notifySaveWarnings(saved: { warnings?: string[] }, t: Translate, coordinatesKey: string): void {
  for (const text of warningTexts(saved, t, coordinatesKey)) notifyWarning(t('notices.savedWithWarningTitle'), text);
}
