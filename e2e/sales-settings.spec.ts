import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, notice, OWNER_2 } from './support/session.ts';

// The Sales general settings take effect (issue 17 follow-up): the payment term saved on /Sales/GeneralSettings is what
// a new customer's form starts with. Owner 2, put back to the defaults afterwards, so other tests see the usual form.

test('a new customer starts with the payment term and invoice grouping of the Sales general settings', async ({
  page,
}) => {
  try {
    await login(page, ADMIN, { owner: OWNER_2, from: '/#/Sales/GeneralSettings' });
    const settings = page.getByTestId('sales-settings-page');
    await page.getByTestId('sales-settings-payment-days').fill('45');
    await settings.getByRole('checkbox', { name: 'New customers: join invoices per period' }).check();
    await page.getByTestId('sales-settings-save').click();
    await expect(notice(page, 'positive', 'Settings saved')).toBeVisible();

    await page.goto('/#/Customers/Edit/0');
    await expect(page.getByTestId('customer-paymentDays')).toHaveValue('45 days');
    await expect(page.getByTestId('customer-joinInvoices')).toBeChecked();
  } finally {
    const token = await apiToken(page.request, ADMIN, 2);
    const reset = await page.request.post('/api/r/saveSalesSettings', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});
