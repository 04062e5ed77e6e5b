// The week view of a planning bench owner (500 rows, some 20,000 shifts) in Debian's Chromium: time from opening the
// page to the first shift on screen, how many rows are in the page (virtualised: only those in view), and the frames of
// a scroll from top to bottom. Needs the built web app (npm run build); skipped without it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { fmt } from './load.ts';

/** Debian's Chromium as the e2e tests run it (e2e/playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function benchWeekViewInBrowser(
  address: string,
  login: { userName: string; password: string },
  week: { year: number; week: number },
): Promise<void> {
  if (!existsSync(resolve(import.meta.dirname, '../apps/web/dist/index.html'))) {
    console.log('week view in Chromium: skipped (no apps/web/dist: run npm run build first)');
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await page.goto(`${address}/#/Session/Auth`);
    await page.getByTestId('login-email').fill(login.userName);
    await page.getByTestId('login-password').fill(login.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('owner-name').waitFor();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      // A fresh load each time: the week's answer is not in the page's cache.
      await page.goto(`${address}/#/`);
      await page.getByTestId('owner-name').waitFor();
      const started = performance.now();
      await page.goto(`${address}/#/Planning/WeekView/1/${week.year}/${week.week}`);
      await page.locator('[data-testid^="shift-"]').first().waitFor();
      times.push(performance.now() - started);
    }
    const rendered = await page.locator('[data-testid^="row-"]').count();
    const rowCount = await page.getByTestId('week-row-count').textContent();
    // Scroll the grid from top to bottom, 400 px a frame, and keep every frame's duration.
    const frames = await page.evaluate(async () => {
      const grid = document.querySelector<HTMLElement>('[data-testid="week-grid"]');
      if (!grid) return [];
      const durations: number[] = [];
      let last = performance.now();
      while (grid.scrollTop + grid.clientHeight < grid.scrollHeight - 1) {
        grid.scrollTop += 400;
        await new Promise((done) => requestAnimationFrame(() => done(undefined)));
        const now = performance.now();
        durations.push(now - last);
        last = now;
      }
      return durations;
    });
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
    console.log(
      `week view in Chromium: first shift on screen after ${times.map((t) => fmt(t)).join(' / ')} ms (3 loads); ` +
        `${rendered} row elements in the page for ${rowCount}; scroll to the bottom in ${frames.length} frames, ` +
        `frame p95 ${fmt(p95)} ms, max ${fmt(sorted.at(-1) ?? Number.NaN)} ms, ` +
        `${frames.filter((f) => f > 50).length} frames over 50 ms`,
    );
  } finally {
    await browser.close();
  }
}
