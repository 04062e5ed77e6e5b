import { expect, type Page } from '@playwright/test';

/**
 * Chromium reports an inline event handler as a violation as soon as it parses one, even in the inert document a
 * sanitiser parses into, where nothing runs (measured: without a policy nothing runs there either). Tests that hand
 * hostile HTML to the web app's sanitiser accept those reports, and only those.
 */
const PARSED_HANDLER = /^(Executing inline event handler violates|violation script-src-attr )/;

/**
 * Collects what must not happen on a page: script dialogs, Content-Security-Policy violations (the console's and the
 * policy's own events, which also tell of refused evals), uncaught errors.
 */
export async function watch(page: Page, options: { sanitisesHostileHtml?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`violation ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (!/Content.Security.Policy/i.test(text) && !text.startsWith('violation ')) return;
    if (!(options.sanitisesHostileHtml && PARSED_HANDLER.test(text))) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  return problems;
}

/** Waits until the page has made no request for a moment (lazy pages, their lists, the map's tiles). */
export function quietNetwork(page: Page): () => Promise<void> {
  let open = 0;
  let changed = Date.now();
  page.on('request', () => {
    open += 1;
    changed = Date.now();
  });
  const done = () => {
    open -= 1;
    changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => expect.poll(() => open <= 0 && Date.now() - changed > 500, { timeout: 20_000 }).toBe(true);
}
