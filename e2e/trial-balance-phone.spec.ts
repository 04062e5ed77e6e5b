import { expect, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

// On a phone the trial balance's credit column ran off the screen (the table scrolled sideways): each account now
// has a line of its own above its debit and credit, and both amounts and the totals are on the screen.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the trial balance shows debit and credit of every account without scrolling sideways', async ({
  page,
}) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/TrialBalance' });
  const table = page.getByTestId('trial-balance');
  await expect(table).toBeVisible();
  const credit = table.getByRole('columnheader', { name: 'Credit' });
  await expect(credit).toBeInViewport({ ratio: 1 });
  // The demo's bank account: its line links to its card, its amounts are on the row below, both in view.
  const bank = table.getByRole('row').filter({ has: page.getByRole('link', { name: '1100', exact: true }) });
  await expect(bank).toContainText('Bank');
  const amounts = bank.locator('xpath=following-sibling::tr[1]').getByRole('cell');
  await expect(amounts).toHaveCount(2);
  for (const cell of await amounts.all()) {
    await expect(cell).toHaveText(/^€/);
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
  await page.getByTestId('trial-total-credit').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('trial-total-credit')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('trial-total-debit')).toHaveText(
    (await page.getByTestId('trial-total-credit').textContent()) ?? '',
  );
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const widest = await table.evaluate((element) => element.getBoundingClientRect().right);
  expect(widest).toBeLessThanOrEqual(390);
});
