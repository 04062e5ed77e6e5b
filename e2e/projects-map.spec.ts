import { expect, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// Issue 15: leaving the projects map right after it opened threw an uncaught TypeError from Leaflet (the zoom to the
// markers ends in a timeout of Leaflet's own that ran after the map was removed).

test('leaving the map while it zooms to the projects raises no page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Projects/Map');
  // The first marker is drawn in the same step that starts the zoom to all markers: leave at once.
  await expect(page.locator('[data-testid^="project-marker-"]').first()).toBeAttached();
  await page.getByTestId('nav-Projects-Index').click();
  await expect(page.getByTestId('projects-map')).toHaveCount(0);
  // Past Leaflet's 250 ms zoom-end timeout, which is where the error was thrown.
  await page.waitForTimeout(600);
  expect(errors).toEqual([]);
});
