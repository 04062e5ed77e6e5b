import { expect, test } from '@playwright/test';
import { login, PLANNER } from './support/session.ts';

// The week view's dialogs load their code when one opens. After a deploy the old chunks are gone: the dialog says so
// and offers to reload, and the week stays on screen; a slow chunk shows a loader instead of nothing.

test('a dialog whose code cannot load offers a reload and leaves the week view; a slow one shows a loader', async ({
  page,
}) => {
  await login(page, PLANNER);
  await page.goto('/#/Planning/WeekView');
  const grid = page.getByTestId('week-grid');
  await expect(grid).toBeVisible();

  // A new version was installed meanwhile: the chunks this page knows answer 404.
  await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByTestId('week-new').click();
  const failed = page.getByTestId('lazy-dialog-error');
  await expect(failed).toContainText('A part of the application could not be loaded');
  await expect(grid).toBeVisible();
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(failed).toHaveCount(0);
  await expect(grid).toBeVisible();

  await page.getByTestId('week-new').click();
  await page.unroute('**/assets/*.js');
  await failed.getByRole('button', { name: 'Reload the page' }).click();
  await expect(grid).toBeVisible();

  // After the reload the chunk loads: slowly here, so the loader shows until the dialog comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('week-new').click();
  await expect(page.getByTestId('lazy-dialog-loading')).toContainText('Loading…');
  release();
  await expect(page.getByTestId('shift-dialog')).toBeVisible();
  await expect(page.getByTestId('lazy-dialog-loading')).toHaveCount(0);
});
