import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// Issue 15: at 1440 px the last-reminder and reminders columns and the chart button were outside the table's scroll
// area with no scroll bar in sight; on a phone the filters filled the first screen and could not be folded.

/** Whether the element lies wholly within the table's visible area (not scrolled away to the right). */
async function withinTable(element: Locator, table: Locator): Promise<boolean> {
  const [box, area] = await Promise.all([element.boundingBox(), table.boundingBox()]);
  if (!box || !area) return false;
  return box.x >= area.x && box.x + box.width <= area.x + area.width + 0.5;
}

test.describe('open invoices at 1440 x 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every column and the chart button are in view', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Sales/OpenInvoices');
    const grid = page.getByTestId('table-grid');
    await expect(grid.locator('[data-testid^="table-row-"]').first()).toBeVisible();
    const headers = grid.locator('thead th');
    expect(await headers.count()).toBeGreaterThanOrEqual(11);
    for (const header of await headers.all()) expect(await withinTable(header, grid)).toBe(true);
    for (const column of ['daysLastReminder', 'reminders']) {
      expect(await withinTable(grid.locator(`th[data-accessor="${column}"]`), grid)).toBe(true);
    }
    const chart = grid.locator('[data-testid^="payment-chart-"]').first();
    expect(await withinTable(chart, grid)).toBe(true);
    // Nothing to scroll sideways.
    const wider = await grid.evaluate((element) => {
      const table = element.querySelector('table');
      return table ? table.scrollWidth - element.clientWidth : 0;
    });
    expect(wider).toBeLessThanOrEqual(1);
  });
});

test.describe('open invoices on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters start folded under one button that counts the filters set', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Sales/OpenInvoices');
    const toggle = page.getByTestId('filter-bar-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('filter-status')).toBeHidden();
    await expect(page.getByTestId('filter-bar-count')).toHaveCount(0);
    // The list starts on the first screen.
    const title = page.getByRole('heading', { name: 'Open invoices' });
    await expect(title).toBeVisible();
    const titleBox = await title.boundingBox();
    expect((titleBox?.y ?? 1000) + (titleBox?.height ?? 0)).toBeLessThan(844);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const status = page.getByTestId('filter-status');
    await expect(status).toBeVisible();
    await status.click();
    await page.getByRole('option', { name: 'Overdue', exact: true }).click();
    await page.getByTestId('filter-invoice-number').fill('2026');
    await toggle.click();
    await expect(status).toBeHidden();
    const count = page.getByTestId('filter-bar-count');
    await expect(count).toHaveText('2');
    await expect(count).toHaveAttribute('aria-label', '2 filters set');
  });
});
