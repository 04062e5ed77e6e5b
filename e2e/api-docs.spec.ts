import { expect, test } from '@playwright/test';

test('the API reference page opens from the app itself and shows the declared calls', async ({ page }) => {
  // Redoc's footer links a logo on its CDN; the page's policy blocks it, so nothing from outside ever loads.
  const outside: string[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('blob:'))
      outside.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Redoc lays out every declared call before it shows the first heading: over 30 s on a busy two-core machine.
  test.setTimeout(120_000);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Back office API/ }).first()).toBeVisible({ timeout: 75_000 });
  // The menu groups the calls by area; a declared call shows its summary and its request body's fields.
  await page.getByRole('menuitem', { name: 'settings' }).click();
  await page.getByRole('menuitem', { name: /Change a user's employee and roles/ }).click();
  await expect(page.getByRole('heading', { name: /Change a user's employee and roles/ })).toBeVisible();
  await expect(page.getByText('/r/saveUser').first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
