import { expect, test } from '@playwright/test';

test('the API reference page opens from the app itself and shows the declared calls', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('blob:'))
      outside.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Back office API/ }).first()).toBeVisible({ timeout: 30_000 });
  // A declared call shows its summary; the menu groups calls by area.
  await page.getByText("Change a user's employee and roles", { exact: false }).first().scrollIntoViewIfNeeded();
  await expect(page.getByText("Change a user's employee and roles", { exact: false }).first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
