import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1, unique } from './support/session.ts';

// An import runs as a job on the server (issue 14): the page shows its progress, then the result, and shows it again
// when the user comes back to the page.

const ROWS = 300;

function customersCsv(tag: string): Buffer {
  const lines = ['Name;Address;House number;Postal code;City;Email'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(`Import ${tag} ${i} B.V.;Oudegracht;${i};3511 AB;Utrecht;info${i}@${tag}.test`);
  return Buffer.from(lines.join('\n'), 'utf8');
}

test('an import shows its progress, then the result, also after leaving the page', async ({ page }) => {
  const tag = unique();
  await login(page, ADMIN, { owner: OWNER_1 });
  // The first progress answer comes a second late, so the running import stays on screen long enough to be seen.
  let delayed = false;
  await page.route('**/api/r/importJob', async (route) => {
    if (!delayed) {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await route.continue();
  });

  await page.goto('/#/Sales/ImportCustomers');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: customersCsv(tag),
  });
  await expect(page.getByTestId('import-count-valid')).toContainText(String(ROWS));
  await page.getByTestId('import-submit').click();

  const job = page.getByTestId('import-job');
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(job).toBeVisible();
  await expect(job).toHaveAttribute('data-status', /queued|running/);
  await expect(page.getByTestId('import-progress-text')).toContainText(`${ROWS}`);
  await expect(page.getByTestId('import-submit')).toHaveCount(0);

  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('import-progress-text')).toHaveText(`${ROWS} of ${ROWS} rows.`);
  await expect(page.getByTestId('import-job-result')).toHaveText(`${ROWS} customers imported.`);
  await expect(page.getByTestId('notice-positive')).toBeVisible();

  // Elsewhere and back: the page shows how the import ended; closed, it stays closed.
  await page.goto('/#/Sales/Customers');
  await page.goto('/#/Sales/ImportCustomers');
  await expect(page.getByTestId('import-job-result')).toHaveText(`${ROWS} customers imported.`);
  await page.getByTestId('import-job-close').click();
  await expect(job).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('import-customers-page')).toBeVisible();
  await expect(job).toHaveCount(0);

  // The customers are there.
  const token = await apiToken(page.request, ADMIN, 1);
  const list = await page.request.get('/api/r/allCustomers', { headers: { authorization: `Bearer ${token}` } });
  const names = ((await list.json()) as { name: string }[]).map((c) => c.name).filter((n) => n.includes(tag));
  expect(names).toHaveLength(ROWS);
});
