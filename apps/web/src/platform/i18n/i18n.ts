import { LOCALES, type Locale } from '@backoffice/domain';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readText, writeText } from '../storage.ts';

export const LANGUAGES = LOCALES;
export type Language = Locale;

const LANGUAGE_KEY = 'language';
// Each language is a folder of section files (core.json, customers.json, ...) with disjoint top-level keys, so each
// domain keeps its own texts. English is the fallback and always bundled; the other languages load as small chunks.
const english = mergeSections(import.meta.glob<ResourceKey>('./locales/en/*.json', { eager: true, import: 'default' }));
const loaders = import.meta.glob<ResourceKey>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

function mergeSections(sections: Record<string, ResourceKey>): ResourceKey {
  return Object.assign({}, ...Object.values(sections));
}

async function loadLanguage(language: string): Promise<ResourceKey> {
  const prefix = `./locales/${language}/`;
  const files = Object.entries(loaders).filter(([path]) => path.startsWith(prefix));
  const loaded = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const));
  return mergeSections(Object.fromEntries(loaded));
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language === 'en') return callback(null, english);
    loadLanguage(language).then(
      (resources) => callback(null, resources),
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
