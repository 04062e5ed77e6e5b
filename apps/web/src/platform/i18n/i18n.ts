import { LOCALES, type Locale } from '@backoffice/domain';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readText, writeText } from '../storage.ts';
import en from './locales/en.json';

export const LANGUAGES = LOCALES;
export type Language = Locale;

const LANGUAGE_KEY = 'language';
// English is the fallback and always bundled; the other languages load as their own small chunks.
const loaders = import.meta.glob<{ default: ResourceKey }>(['./locales/*.json', '!./locales/en.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language === 'en') return callback(null, en);
    const load = loaders[`./locales/${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first supported language, else English (spec 002 §9). */
function initialLanguage(): Language {
  const stored = readText(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  writeText(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React escapes; notices sanitise their own HTML.
      returnNull: false,
    });
}

export { i18n };
