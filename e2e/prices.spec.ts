import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1, unique } from './support/session.ts';

// The bulk price update (issue 17): a project's work gets 2.5 % more, previewed, run as a job, and listed as a recent
// price change. The project is made through the API so the demo's own prices stay as they are.

test('bulk price update: preview, run, and the change is listed as recent', async ({ page }) => {
  const name = `Prijstest ${unique()}`;
  const token = await apiToken(page.request, ADMIN, 1);
  const saved = await page.request.post('/api/r/saveProject', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id: 0,
      name,
      mapColor: 'FF0000',
      addresses: [
        { id: 0, address: 'Croeselaan', houseNumber: '1', postalCode: '3521 BJ', city: 'Utrecht', mainAddress: 1 },
      ],
      works: [
        { id: 0, description: 'Kantoor', hourRate: 4000, minutes: 60, selectedDays: [1], startDate: '2024-01-01' },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Sales/BulkPriceUpdate' });
  // Nothing to change yet: the form says what is missing, in words, and asks the server nothing.
  await page.getByTestId('bulk-price-hour-rate').uncheck();
  await page.getByTestId('bulk-price-preview').click();
  await expect(page.getByText('The change must not be 0')).toBeVisible();
  await expect(page.getByText('Choose the hour rates, the fixed prices or both')).toBeVisible();
  await expect(page.getByTestId('bulk-price-totals')).toHaveCount(0);
  await page.getByTestId('bulk-price-hour-rate').check();

  await page.getByTestId('bulk-price-value').fill('2.5');
  await page.getByTestId('bulk-price-projects').fill(name);
  await page.getByRole('option', { name }).click();
  await page.getByTestId('bulk-price-preview').click();
  await expect(page.getByTestId('bulk-price-totals')).toContainText('41.00');

  await page.getByTestId('bulk-price-run').click();
  await expect(page.getByTestId('bulk-price-status')).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await page.getByTestId('bulk-price-status').getByRole('link').click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('41.00');
  await expect(row.getByTestId('price-change-recent')).toBeVisible();
});
