import type { KeyedMessage } from '@backoffice/domain';
import type { Translate } from '../i18n/zod-messages.ts';
import { keyedText } from '../notice-text.ts';
import { notifyWarning } from '../notices.ts';

/**
 * The warnings of a save in the user's language: a failed geocoding (`geo.*`) gets the page's own text
 * (`coordinatesKey`: what was saved and what it means) followed by why.
 */
export function warningTexts(saved: { warnings?: KeyedMessage[] }, t: Translate, coordinatesKey: string): string[] {
  return (saved.warnings ?? []).map((warning) => {
    const text = keyedText(warning, t) ?? warning.message;
    return warning.key.startsWith('geo.') ? `${t(coordinatesKey)} ${text}` : text;
  });
}

/** The save succeeded: its warnings are yellow notices, not errors. */
export function notifySaveWarnings(saved: { warnings?: KeyedMessage[] }, t: Translate, coordinatesKey: string): void {
  for (const text of warningTexts(saved, t, coordinatesKey)) notifyWarning(t('notices.savedWithWarningTitle'), text);
}
