import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, login, OWNER_1 } from './support/session.ts';
import { rowsWith, search, setRowsPerPage } from './support/table.ts';

// Issue 20, the ledger: the demo owner's chart of accounts (made for it, mapped to RGS), and an invoice invoiced is
// booked at once: its lines are on the bookings page and the trial balance stays balanced.

test('the ledger lists the chart of accounts made for the owner', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/Ledgers' });
  await search(page, 'Debiteuren');
  await expect(rowsWith(page, 'Debiteuren')).toContainText('BVorDebHad');
  await search(page, 'Omzet schoonmaak');
  await expect(rowsWith(page, 'Omzet schoonmaak')).toContainText('8000');
});

test('an invoice invoiced shows its bookings, and the trial balance is balanced', async ({ page }) => {
  const { post, get } = await adminApi(page.request);
  const [customer] = await get('allCustomers');
  const draft = await post('saveInvoice', {
    customerId: customer.id,
    rows: [{ description: 'Kantoorschoonmaak', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 12_345 }],
  });
  const { invoice } = await post('invoiceInvoice', { id: draft.id, invoiceDate: null });

  await login(page, ADMIN, {
    owner: OWNER_1,
    from: `/#/Accounting2/Bookings/${invoice.invoiceDate}/${invoice.invoiceDate}/0`,
  });
  await setRowsPerPage(page, '100');
  // Debtors € 149,37 debit; revenue € 123,45 and VAT € 25,92 credit.
  await expect(rowsWith(page, `Sales invoice ${invoice.number}`)).toHaveCount(3);
  await expect(rowsWith(page, `Sales invoice ${invoice.number}`).filter({ hasText: 'Debiteuren' })).toContainText(
    '149.37',
  );

  await page.goto('/#/Accounting2/TrialBalance');
  await expect(page.getByTestId('trial-balanced')).toHaveText('Balanced');
  await expect(page.getByTestId('trial-total-debit')).toHaveText(
    (await page.getByTestId('trial-total-credit').textContent()) ?? '',
  );
});
