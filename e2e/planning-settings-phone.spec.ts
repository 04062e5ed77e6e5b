import { expect, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// Issue 15 (screenshots of every page): on a phone the absence legend squeezed each kind's colour and name into one
// table row, leaving the name input a few pixels wide and the colour cut off.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the absence legend keeps its colour and name inputs usable', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Planning/GeneralSettings');
  const color = page.getByTestId('legend-color-1');
  const name = page.getByTestId('legend-label-1');
  await expect(name).toBeVisible();
  expect((await color.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(130);
  expect((await name.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(130);
  // Both still within the screen.
  for (const input of [color, name]) {
    const box = await input.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await name.fill('Vakantie');
  await expect(name).toHaveValue('Vakantie');
});
