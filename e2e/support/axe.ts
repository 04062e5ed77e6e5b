import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts the suite refuses (issue 15: 0 serious or critical violations); minor and moderate are not gated. */
const REFUSED = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and answers its serious and critical violations as readable lines, one per
 * rule and element: `where [impact] rule: help (selector) what to fix`.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default mode opens a second page for every run to join the
  // frames' results, several times slower on the walk over every page. Only violations are detailed.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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
