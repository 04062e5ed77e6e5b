import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Issue 15: menus, dialogs, lists and the week view work without a mouse, and the keyboard focus is visible.

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, most = 250): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `${target} not reached in ${most} presses of Tab`).toBe(true);
}

/** Presses a key until `target` has the focus (arrow keys in a menu). */
async function pressTo(page: Page, key: string, target: Locator, most = 10): Promise<void> {
  for (let presses = 0; presses < most && !(await isFocused(target)); presses += 1) await page.keyboard.press(key);
  expect(await isFocused(target), `${target} not reached with ${key}`).toBe(true);
}

/** The focused element shows a focus ring (an outline that is drawn). */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing focused';
    const style = getComputedStyle(focused);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 ? 'visible' : style.outline;
  });
  expect(ring).toBe('visible');
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
});

test('the user menu opens, is walked with the arrow keys and its item opens a dialog that Escape closes', async ({
  page,
}) => {
  const menuButton = page.getByTestId('user-menu');
  await tabTo(page, menuButton);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await pressTo(page, 'ArrowDown', page.getByTestId('change-password'));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('change-password-dialog')).toBeVisible();
  // The focus moved into the dialog, where typing lands.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a record is created in its dialog, saved with Enter, and opened from the list and closed with Escape', async ({
  page,
}) => {
  const name = `E2E keyboard car ${unique()}`;
  await page.goto('/#/Other/Cars');
  const newButton = page.getByTestId('resource-new');
  await tabTo(page, newButton);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'New car' });
  await expect(dialog).toBeVisible();
  // The first field has the focus; Tab goes to the next; Enter submits the form.
  await expect.poll(() => isFocused(dialog.getByLabel('Name'))).toBe(true);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect.poll(() => isFocused(dialog.getByLabel('Licence plate'))).toBe(true);
  await page.keyboard.type('kb-123-d');
  await page.keyboard.press('Enter');
  await expect(notice(page, 'positive', 'Saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list's row is a tab stop that Enter opens.
  await search(page, name);
  const row = rowsWith(page, name);
  await expect(row).toHaveCount(1);
  await tabTo(page, row);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit car' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(/#\/Other\/Cars$/);
  // The focus is back on the row that opened the dialog.
  await expect.poll(() => isFocused(row)).toBe(true);
});

test("the week view's shifts are reached with Tab and the arrow keys and open with Enter and Space", async ({
  page,
}) => {
  await page.goto('/#/Planning/WeekView');
  const chips = page.locator('button[data-shift-chip]');
  await expect(chips.first()).toBeVisible();
  await tabTo(page, chips.first());
  await expectFocusRing(page);
  const first = await chips.first().getAttribute('data-testid');

  await page.keyboard.press('ArrowRight');
  const focusedChip = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  const second = await focusedChip();
  expect(second).toMatch(/^shift-\d+$/);
  expect(second).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedChip()).toBe(first);

  const dialog = page.getByTestId('shift-dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus comes back to the shift, where Space opens it again.
  await expect.poll(focusedChip).toBe(first);
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
