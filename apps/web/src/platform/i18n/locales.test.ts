import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ERROR_CODES, ERRORS, GENERAL_ERROR_KEYS, LOCALES, RESOURCE_METAS, ROLES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from '../../features/settings/role-groups.ts';
import { MAIN_ROUTES, MENU_GROUPS } from '../../routes.ts';

type Tree = { [key: string]: string | Tree };
const LOCALES_DIR = join(import.meta.dirname, 'locales');

/** A language folder: section files whose top-level keys must not overlap (i18n.ts merges them shallowly). */
function readLanguage(language: string): { tree: Tree; sections: string[]; clashes: string[] } {
  const tree: Tree = {};
  const clashes: string[] = [];
  const sections = readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of sections) {
    const section = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Tree;
    for (const [key, value] of Object.entries(section)) {
      if (key in tree) clashes.push(`${file}:${key}`);
      tree[key] = value;
    }
  }
  return { tree, sections, clashes };
}

const READ = Object.fromEntries(readdirSync(LOCALES_DIR).map((language) => [language, readLanguage(language)]));
const LANGUAGES: Record<string, Tree> = Object.fromEntries(
  Object.entries(READ).map(([language, read]) => [language, read.tree]),
);
const en = LANGUAGES.en ?? {};
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** Keys without plural suffixes: languages have different plural forms, not different messages. */
const baseKeys = (flat: Map<string, string>) => new Set([...flat.keys()].map((key) => key.replace(PLURAL, '')));
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const english = flatten(en);

/** Whether a key (or its plural forms) exists in English. */
const hasKey = (key: string) => english.has(key) || english.has(`${key}_other`);

describe('translations', () => {
  it('ship a folder per supported language with the same section files and no key in two sections', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LOCALES].sort());
    for (const [language, read] of Object.entries(READ)) {
      expect(read.sections, language).toEqual(READ.en?.sections);
      expect(read.clashes, language).toEqual([]);
    }
  });

  for (const [language, tree] of Object.entries(LANGUAGES)) {
    it(`${language} has exactly the English keys, no empty text and the same {{variables}}`, () => {
      const flat = flatten(tree);
      expect([...baseKeys(flat)].sort()).toEqual([...baseKeys(english)].sort());
      for (const [key, text] of flat) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        const englishText = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
        expect(variables(text), `${language}:${key}`).toEqual(variables(englishText));
      }
      for (const key of flat.keys()) {
        if (PLURAL.test(key)) expect(flat.has(key.replace(PLURAL, '_other')), `${language}:${key}`).toBe(true);
      }
    });
  }

  it('cover every key the code builds at run time', () => {
    const keys = [
      ...MAIN_ROUTES.flatMap((route) => (route.menu ? [route.menu.label] : [])),
      ...MENU_GROUPS.map((group) => `menu.group.${group}`),
      ...ROLES.map((role) => `roles.${role}`),
      ...ROLE_GROUPS.map(({ group }) => `users.groups.${group}`),
      ...LOCALES.map((language) => `languages.${language}`),
      ...DEFAULT_ERROR_CODES.map((code) => `errors.code.${code}`),
      // Every error of the catalogue but the general ones, which the HTTP status words (errors.code.<n>).
      ...Object.keys(ERRORS)
        .filter((key) => !(GENERAL_ERROR_KEYS as string[]).includes(key))
        .map((key) => `serverErrors.${key}`),
      ...['outbox', 'queued', 'sent', 'failed'].map((status) => `emails.statuses.${status}`),
      ...RESOURCE_METAS.flatMap((meta) => [
        `resources.${meta.plural}.title`,
        `resources.${meta.plural}.new`,
        `resources.${meta.plural}.edit`,
        ...meta.fields.map((field) => `resources.${meta.plural}.fields.${field.key}`),
        ...meta.fields.flatMap((field) =>
          field.kind === 'enum'
            ? field.values.map((value) => `resources.${meta.plural}.enums.${field.key}.${value}`)
            : [],
        ),
      ]),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});
