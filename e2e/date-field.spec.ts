import { expect, type Page, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// The shared date input (issue 15): its calendar carries Mantine's date styles, typed text that is no date says so
// instead of going back to the last date, and the placeholder names the parts in the user's language.

async function openInvoicesEndDate(page: Page) {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Sales/OpenInvoices');
  return page.getByTestId('filter-end-date');
}

async function switchLanguage(page: Page, language: string) {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect(page.getByTestId('language-switch')).toHaveText(language.toUpperCase());
}

test('a date picker opens a styled calendar: day cells of Mantine size and small chevrons', async ({ page }) => {
  const input = await openInvoicesEndDate(page);
  await input.click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar).toBeVisible();
  const day = calendar.locator('table button').first();
  await expect(day).toBeVisible();
  // @mantine/dates styles: a day is a 36 px square (unstyled it is as wide as its number), the month's chevrons 16 px
  // or less (unstyled, an svg without a width is drawn at 300 px).
  const box = await day.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(30);
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(2);
  const chevronWidths = await calendar
    .locator('svg')
    .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
  expect(chevronWidths.length).toBeGreaterThan(0);
  for (const width of chevronWidths) expect(width).toBeLessThanOrEqual(24);
  const calendarBox = await calendar.boundingBox();
  expect(calendarBox?.width).toBeLessThan(400);
});

test('an impossible date typed stays with "is not a date" under it, in the user language', async ({ page }) => {
  const input = await openInvoicesEndDate(page);
  const before = await input.inputValue();
  await input.fill('31-02-2026');
  await input.press('Tab');
  await expect(input).toHaveValue('31-02-2026');
  await expect(page.getByText('31-02-2026 is not a date')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // A real date clears the message.
  await input.fill(before);
  await input.press('Tab');
  await expect(page.getByText('is not a date')).toHaveCount(0);
  await expect(input).toHaveValue(before);

  await switchLanguage(page, 'nl');
  await expect(input).toHaveAttribute('placeholder', 'DD-MM-JJJJ');
  await input.fill('30-02-2026');
  await input.press('Tab');
  await expect(page.getByText('30-02-2026 is geen datum')).toBeVisible();
  await expect(input).toHaveValue('30-02-2026');
});

test('the date placeholder names the parts in each language', async ({ page }) => {
  const input = await openInvoicesEndDate(page);
  await expect(input).toHaveAttribute('placeholder', 'DD-MM-YYYY');
  for (const [language, placeholder] of [
    ['nl', 'DD-MM-JJJJ'],
    ['fr', 'JJ-MM-AAAA'],
    ['it', 'GG-MM-AAAA'],
    ['es', 'DD-MM-AAAA'],
  ] as const) {
    await switchLanguage(page, language);
    await expect(input).toHaveAttribute('placeholder', placeholder);
  }
});
