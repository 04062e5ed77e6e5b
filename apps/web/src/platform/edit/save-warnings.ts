import { SERVER_TEXTS } from '@backoffice/domain';
import type { Translate } from '../i18n/zod-messages.ts';

/** The warnings of a save in the user's language: a failed geocoding gets the page's own text (`coordinatesKey`). */
export function warningTexts(saved: { warnings?: string[] }, t: Translate, coordinatesKey: string): string[] {
  return (saved.warnings ?? []).map((warning) =>
    warning.includes(SERVER_TEXTS.unableToGeocode) ? t(coordinatesKey) : warning,
  );
}
