import type { Rolldown } from 'vite';

/** A language's texts of the pages behind the login (platform/i18n/i18n.ts); core.json is the login page's part. */
const PAGE_TEXTS = /[\\/]locales[\\/](\w+)[\\/](?!core\.json)[\w-]+\.json$/;

/**
 * Rolldown's split of the web app (output.codeSplitting). The automatic split makes a chunk of every JSON file of
 * texts (30 sections a language); a page behind the login needs all sections of its language at once, so they are one
 * chunk per language: 29 requests less on a first load (issue 15). The rest stays automatic.
 */
export function chunkGroups(): Rolldown.CodeSplittingOptions {
  return {
    groups: [{ name: (id) => PAGE_TEXTS.exec(id)?.[1]?.replace(/^/, 'texts-') ?? null, test: PAGE_TEXTS }],
  };
}
