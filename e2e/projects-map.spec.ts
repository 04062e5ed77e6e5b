import { expect, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// Issue 15: leaving the projects map right after it opened threw an uncaught TypeError from Leaflet (the zoom to the
// markers ends in a timeout of Leaflet's own, which ran after the map was removed and read its deleted pane).

test('leaving the map while it zooms to the projects raises no page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page, ADMIN, { owner: OWNER_1 });
  // In the page itself, so no round trip comes between: open the map, and leave it the moment its zoom animation
  // (Leaflet's class leaflet-zoom-anim on the map pane) starts.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.leaflet-zoom-anim')) return;
          observer.disconnect();
          window.location.hash = '#/Projects/Index';
          resolve();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['class'],
        });
        window.location.hash = '#/Projects/Map';
      }),
  );
  await expect(page.getByTestId('projects-map')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/Projects\/Index$/);
  // Past Leaflet's 250 ms zoom-end timeout, where the error was thrown.
  await page.waitForTimeout(600);
  expect(errors).toEqual([]);
});
