import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** The impacts the suite refuses (issue 15: 0 serious or critical violations); minor and moderate are not gated. */
const REFUSED = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and answers its serious and critical violations as readable lines, one per
 * rule and element: `where [impact] rule: help (selector) what to fix`.
 *
 * axe-core goes into a document once and is run there again after each in-app navigation: @axe-core/playwright
 * injected its 1.3 MB source before every run, 0.6 s of each of the walk's ~150 runs. It is put in through the
 * DevTools protocol (page.evaluate), which the page's Content-Security-Policy does not govern.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    () =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
  );
  return violations
    .filter((violation) => REFUSED.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where} [${violation.impact}] ${violation.id}: ${violation.help} (${node.target.join(' ')}) ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? ''
          }`,
      ),
    );
}
