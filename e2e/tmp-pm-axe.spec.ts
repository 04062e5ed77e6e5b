import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { ADMIN, apiToken, login, OWNER_1 } from './support/session.ts';

test('axe', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(page.request, ADMIN, 1);
  const answer = await page.request.post('/api/r/savePayment', {
    headers: { authorization: `Bearer ${token}` },
    data: { date: new Date().toISOString().slice(0, 10), amount: 5000, cpName: 'Axe', description: 'Factuur 2026021' },
  });
  const id = (await answer.json()).id;
  await page.request.post('/api/r/analysePayments', { headers: { authorization: `Bearer ${token}` }, data: {} });
  await login(page, ADMIN, { owner: OWNER_1 });
  const violations: string[] = [];
  for (const path of ['/Payments/Index', `/Payments/Index/${id}`, '/Sales/OpenInvoices', '/']) {
    for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await page.goto(`/#${path}`);
      await page.waitForTimeout(1500);
      violations.push(...(await seriousViolations(page, `${path} ${size.width}`)));
    }
  }
  expect(violations).toEqual([]);
});
