import { expect, type Page } from '@playwright/test';

/** A PDF's text as a reader sees it: the API tests' reader (poppler's pdftotext, its layout kept). */
export { pdfText } from '../../apps/server/src/test/pdf.ts';

/**
 * Clicks what opens a PDF in a new tab and answers the tab's address (the download address of the file). A browser
 * with a PDF viewer shows it at that address; the headless shell the suite runs in downloads it from there instead.
 */
export async function openedPdfAddress(page: Page, open: () => Promise<void>): Promise<string> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open()]);
  let downloaded = '';
  tab.on('download', (download) => {
    downloaded = download.url();
  });
  // The new tab stayed on about:blank for over 10 s once on a busy two-core machine before it went to the file.
  await expect.poll(() => downloaded || tab.url(), { timeout: 30_000 }).toContain('/api/downloadInline/');
  const address = downloaded || tab.url();
  await tab.close();
  return address;
}
