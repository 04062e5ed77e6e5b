import { expect, test } from '@playwright/test';
import { watchEverDrawn } from './support/ever-drawn.ts';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// The periodic run (issue 17) on the demo: last month's proposals, one of them made into a draft, which the editor
// opens. Amounts, grouping and idempotency are in apps/server/src/modules/sales/periodic/periodic-run.test.ts.

test('last month: proposals shown, a draft made and opened', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Sales/Periodic');
  const table = page.getByTestId('periodic-proposals');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);
  await expect(page.getByTestId('periodic-blocked')).toContainText('Sportcentrum Nieuwegein');

  // Only the first proposal: uncheck all, check one.
  await page.getByRole('checkbox', { name: /select all|alles selecteren/i }).click();
  await table.locator('tbody tr').first().getByRole('checkbox').check();
  await page.getByTestId('periodic-make-drafts').click();
  const made = page.getByTestId('periodic-made');
  await expect(made).toBeVisible();
  await made.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/Sales\/Invoices\/Edit\/\d+/);
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the proposals are cards from the first render, never the table first', async ({ page }) => {
    const tables = await watchEverDrawn(page, 'table[data-testid$="-proposals"]');
    await login(page, ADMIN, { owner: OWNER_1, from: '/#/Sales/Periodic' });
    const cards = page.getByTestId('periodic-proposals');
    await expect(cards.getByRole('checkbox').nth(1)).toBeVisible();
    expect(await tables()).toBe(0);
  });
});
