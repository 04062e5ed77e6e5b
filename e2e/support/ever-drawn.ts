import type { Page } from '@playwright/test';

/**
 * Starts watching, from the page's first script on, for elements matching `selector` that the page puts into the
 * document, even for one render (a desktop table drawn and at once replaced by a phone's cards). The answer reads how
 * many such insertions or removals were seen since.
 */
export async function watchEverDrawn(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.addInitScript((watched: string) => {
    const seen = { count: 0 };
    Object.assign(window, { __everDrawn: seen });
    const touches = (node: Node) =>
      node instanceof Element && (node.matches(watched) || node.querySelector(watched) !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of [...record.addedNodes, ...record.removedNodes]) if (touches(node)) seen.count += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __everDrawn: { count: number } }).__everDrawn.count);
}
