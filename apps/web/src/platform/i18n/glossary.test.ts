import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_INVOICE_MAIL_TEXTS, DEFAULT_REMINDER_TEXTS, LOCALES, type Locale } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { MAIN_ROUTES, MENU_GROUPS } from '../../routes.ts';

// Keeps the texts to the glossaries of ./glossary (README.md there): no variant a glossary says to avoid, and every
// "Group › Item" a help text names is a place in that language's menu.

type Tree = { [key: string]: string | Tree };
const HERE = import.meta.dirname;

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** Every text of a language: its locale files and the default mail templates the owners start with. */
function textsOf(language: Locale): Map<string, string> {
  const dir = join(HERE, 'locales', language);
  const texts = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
    for (const [key, text] of flatten(tree)) texts.set(`${file}:${key}`, text);
  }
  const mails = { ...DEFAULT_INVOICE_MAIL_TEXTS[language], ...DEFAULT_REMINDER_TEXTS[language] };
  for (const [name, mail] of Object.entries(mails)) {
    texts.set(`mail ${name}: title`, mail.title);
    texts.set(`mail ${name}: message`, mail.htmlMessage.replace(/<[^>]+>/g, ' '));
  }
  return texts;
}

interface AvoidRule {
  phrase: string;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `Avoid` entries of a glossary: the backticked phrases in the last cell of each table row. */
function avoidRules(language: Locale): AvoidRule[] {
  const markdown = readFileSync(join(HERE, 'glossary', `${language}.md`), 'utf8');
  const rules: AvoidRule[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').slice(1, -1);
    const last = cells.at(-1) ?? '';
    for (const [, entry = ''] of last.matchAll(/`([^`]+)`/g)) {
      const sentenceStart = entry.startsWith('^');
      const phrase = escapeRegExp(sentenceStart ? entry.slice(1) : entry).replace(/ /g, '\\s+');
      const before = sentenceStart ? '(?:^|[.:;!?]\\s+)[¿¡«"“]?' : '(?<![\\p{L}\\p{N}])';
      rules.push({ phrase: entry, pattern: new RegExp(`${before}${phrase}(?![\\p{L}\\p{N}])`, 'iu') });
    }
  }
  return rules;
}

describe('glossaries', () => {
  it('exist for every language and name what to avoid', () => {
    for (const language of LOCALES) {
      expect(readFileSync(join(HERE, 'glossary', `${language}.md`), 'utf8')).toContain('| Avoid |');
    }
    expect(avoidRules('fr').map((rule) => rule.phrase)).toContain('prestation');
  });

  for (const language of LOCALES) {
    it(`${language}: no text uses a word its glossary says to avoid`, () => {
      const rules = avoidRules(language);
      const slips: string[] = [];
      for (const [key, text] of textsOf(language)) {
        for (const rule of rules) if (rule.pattern.test(text)) slips.push(`${key}: "${rule.phrase}" in "${text}"`);
      }
      expect(slips).toEqual([]);
    });
  }

  it('catch the slips they are meant to catch', () => {
    const matches = (language: Locale, text: string) =>
      avoidRules(language)
        .filter((rule) => rule.pattern.test(text))
        .map((rule) => rule.phrase);
    expect(matches('fr', 'Nouvelle prestation')).toContain('prestation');
    expect(matches('fr', 'Années de service')).toEqual([]);
    expect(matches('es', 'Revisa los campos marcados.')).toContain('^revisa');
    expect(matches('es', 'El sistema revisa los campos.')).toEqual([]);
    expect(matches('it', 'Il tuo account')).toContain('tuo');
    expect(matches('it', 'Codice fiscale (BSN)')).toContain('codice fiscale');
    expect(matches('nl', 'Je hebt wijzigingen')).toContain('je');
    expect(matches('en', 'Invalid SSN')).toContain('SSN');
  });
});

describe('the BSN', () => {
  // Spec 002 says 'Invalid SSN'; for a Dutch company the number is the BSN in every language (issue 15).
  for (const language of LOCALES) {
    it(`${language}: its labels and validation texts name it BSN`, () => {
      const texts = textsOf(language);
      const keys = [...texts.keys()].filter((key) => /(?:^|[.:])(?:bsn|invalidSsn)$/i.test(key));
      expect(keys.length).toBeGreaterThanOrEqual(4);
      for (const key of keys) expect(`${key}: ${texts.get(key)}`).toMatch(/: .*\bBSN\b/);
      expect(texts.get('core.json:validation.invalidSsn')).not.toMatch(/\bSSN\b/);
    });
  }
});

describe('menu paths in help texts', () => {
  for (const language of LOCALES) {
    it(`${language}: every "Group › Item" is a place in the ${language} menu`, () => {
      const texts = textsOf(language);
      const label = (key: string) => {
        const [file] = [...texts.keys()].filter((k) => k.endsWith(`:${key}`));
        return file ? (texts.get(file) ?? key) : key;
      };
      const paths = MAIN_ROUTES.flatMap((route) =>
        route.menu && (MENU_GROUPS as readonly string[]).includes(route.menu.group)
          ? [`${label(`menu.group.${route.menu.group}`)} › ${label(route.menu.label)}`]
          : [],
      );
      const wrong: string[] = [];
      for (const [key, text] of texts) {
        for (const match of text.matchAll(/›/g)) {
          const at = match.index;
          const fits = paths.some((path) => {
            const start = at - path.indexOf('›');
            return start >= 0 && text.slice(start, start + path.length) === path;
          });
          if (!fits) wrong.push(`${key}: "${text}"`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('knows the paths the help texts name', () => {
    const nl = textsOf('nl');
    expect(nl.get('employees.json:employeeEdit.user.manageHint')).toContain('Start › Gebruikers');
    expect(textsOf('fr').get('employees.json:employeeEdit.properties.none')).toContain('Employés › Filtres flexibles');
  });
});
