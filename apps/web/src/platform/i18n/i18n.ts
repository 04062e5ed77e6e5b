import { LOCALES, type Locale } from '@backoffice/domain';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readText, writeText } from '../storage.ts';

export const LANGUAGES = LOCALES;
export type Language = Locale;

const LANGUAGE_KEY = 'language';
// Each language is a folder of section files (core.json, customers.json, ...) with disjoint top-level keys, so each
// domain keeps its own texts. English core (session pages, layout, notices, errors) is the fallback and bundled; the
// other sections, about two thirds of the texts, load with the main layout (loadPageTexts): the login page needs none.
const englishCore = import.meta.glob<ResourceKey>('./locales/en/core.json', { eager: true, import: 'default' });
const loaders = import.meta.glob<ResourceKey>(['./locales/*/*.json', '!./locales/en/core.json'], { import: 'default' });
const CORE = 'core.json';

/** Set once a page behind the login is on its way: from then on every language loads with all its sections. */
let pageTextsWanted = false;
const loadedSections = new Set<string>();

function mergeSections(sections: Record<string, ResourceKey>): ResourceKey {
  return Object.assign({}, ...Object.values(sections));
}

async function loadFiles(language: string, which: (file: string) => boolean): Promise<ResourceKey> {
  const prefix = `./locales/${language}/`;
  const files = Object.entries(loaders).filter(([path]) => path.startsWith(prefix) && which(path.slice(prefix.length)));
  const loaded = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const));
  return mergeSections(Object.fromEntries(loaded));
}

/** The sections other than core of one language, once. */
async function loadSections(language: string): Promise<ResourceKey> {
  const sections = await loadFiles(language, (file) => file !== CORE);
  loadedSections.add(language);
  return sections;
}

async function loadLanguage(language: string): Promise<ResourceKey> {
  const core = language === 'en' ? mergeSections(englishCore) : await loadFiles(language, (file) => file === CORE);
  return pageTextsWanted ? mergeSections({ core, sections: await loadSections(language) }) : core;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadLanguage(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

/** The texts of the pages behind the login (every section) in the current language and English; the main layout waits for them. */
export async function loadPageTexts(): Promise<void> {
  pageTextsWanted = true;
  const languages = new Set(['en', currentLanguage()]);
  await Promise.all(
    [...languages]
      .filter((language) => !loadedSections.has(language))
      .map(async (language) =>
        // Shallow: the sections' top-level keys are disjoint from core's, and a deep merge of ~2,000 texts is a long
        // task on the first page behind the login.
        i18n.addResourceBundle(language, 'translation', await loadSections(language), false, true),
      ),
  );
}

function isLanguage(value: unknown): value is Language {
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
