import { expect, type Page, test } from '@playwright/test';
import { ADMIN, login, OWNER_1, PLANNER } from './support/session.ts';

/**
 * What the login page may cost on the wire, compressed (issue 15). It loads 142 KB of JavaScript: zod, TanStack Query,
 * the notices' view, the language menu's code, the menu icons, the route registry and the texts of the pages behind
 * the login come later.
 */
const LOGIN_JS_BUDGET_KB = 150;
const LOGIN_CSS_BUDGET_KB = 40;
/** Chunks of the pages behind the login: a logged-out visitor must not download them. */
const PAGE_CHUNKS = /\/assets\/(main-routes|main-layout|home-page|page-styles)-[\w-]+\.(js|css)$/;

interface Loaded {
  url: string;
  /** Bytes of the body as they came over the wire (brotli or gzip when the server sent it so). */
  bytes: number;
}

/** Every script and style sheet the page has loaded so far, from the browser's resource timing. */
async function loadedAssets(page: Page): Promise<Loaded[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
  );
}

const kilobytes = (assets: Loaded[], extension: string) =>
  assets.filter((asset) => asset.url.endsWith(extension)).reduce((sum, asset) => sum + asset.bytes, 0) / 1024;

test.describe('first load', () => {
  test('the login page stays within its JavaScript and CSS budgets and loads no page behind the login', async ({
    page,
  }) => {
    await page.goto('/#/Session/Auth');
    await expect(page.getByTestId('login-email')).toBeVisible();
    const assets = await loadedAssets(page);

    expect(kilobytes(assets, '.js')).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
    expect(kilobytes(assets, '.css')).toBeLessThanOrEqual(LOGIN_CSS_BUDGET_KB);
    expect(assets.filter((asset) => PAGE_CHUNKS.test(asset.url)).map((asset) => asset.url)).toEqual([]);
    // The server sent them compressed: the bytes on the wire are far fewer than the files' own.
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => ({ wire: sum.wire + entry.encodedBodySize, file: sum.file + entry.decodedBodySize }), {
          wire: 0,
          file: 0,
        }),
    );
    expect(sizes.wire).toBeLessThan(sizes.file / 2);
  });

  test('logged out, the address of a page goes to the login without loading that page, and the login returns to it', async ({
    page,
  }) => {
    await page.goto('/#/Planning/ContractHours');
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(page.getByTestId('login-email')).toBeVisible();
    expect((await loadedAssets(page)).filter((asset) => PAGE_CHUNKS.test(asset.url))).toEqual([]);

    await page.getByTestId('login-email').fill(PLANNER);
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/#\/Planning\/ContractHours$/);
    await expect(page.getByTestId('contract-hours-page')).toBeVisible();
  });

  test('a date picker is styled: its CSS comes with the page that has one', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Planning/ContractHours');
    await page.getByTestId('contract-from').click();
    const day = page.locator('.mantine-DateInput-day').first();
    await expect(day).toBeVisible();
    // Every Mantine class of the day button has a rule in a loaded style sheet (unstyled, none would).
    const unstyled = await day.evaluate((element) => {
      const rules = [...document.styleSheets].flatMap((sheet) => {
        const flatten = (list: CSSRuleList): CSSRule[] =>
          // Layers and nested rules hold rules of their own.
          [...list].flatMap((rule) => [
            rule,
            ...('cssRules' in rule ? flatten((rule as CSSGroupingRule).cssRules) : []),
          ]);
        return flatten(sheet.cssRules);
      });
      const selectors = rules.map((rule) => (rule as CSSStyleRule).selectorText ?? '').join('\n');
      return [...element.classList].filter((name) => /^m_/.test(name) && !selectors.includes(`.${name}`));
    });
    expect(unstyled).toEqual([]);
  });
});
