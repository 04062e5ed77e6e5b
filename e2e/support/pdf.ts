import { expect, type Page } from '@playwright/test';

/** A PDF's text as a reader sees it: the API tests' reader (poppler's pdftotext, its layout kept). */
export { pdfText } from '../../apps/server/src/test/pdf.ts';

/**
 * Clicks what opens a PDF in a new tab and answers the tab's address (the download address of the file). A browser
 * with a PDF viewer shows it at that address; the headless shell the suite runs in downloads it from there instead.
 */
export async function openedPdfAddress(page: Page, open: () => Promise<void>): Promise<string> {
  // The headless shell turns the tab's navigation into a download, which leaves the tab at about:blank; a stored PDF
  // comes so fast that the download could fire before a listener set on the tab after it opened: listen from its start.
  let downloaded = '';
  const listen = (tab: Page) => tab.on('download', (download) => (downloaded = download.url()));
  page.context().on('page', listen);
  try {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open()]);
    // A PDF made at its first opening takes a few seconds on a busy machine.
    await expect.poll(() => downloaded || tab.url(), { timeout: 30_000 }).toContain('/api/downloadInline/');
    const address = downloaded || tab.url();
    await tab.close();
    return address;
  } finally {
    page.context().off('page', listen);
  }
}
