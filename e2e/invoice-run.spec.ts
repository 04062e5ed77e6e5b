import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Issue 17: chosen drafts are invoiced and sent as one run on the server; the page follows its progress.

/** A new customer with an invoice address and one draft for it, through the API. */
async function draftFor(page: Page, token: string, name: string): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(`/api/r/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const customer = await post('saveCustomer', {
    id: 0,
    number: '<auto>',
    name,
    address: 'Oudegracht',
    houseNumber: '12',
    postalCode: '3511 AB',
    city: 'Utrecht',
    invoiceToEmail: 'facturen@run.example.nl',
  });
  await post('saveInvoice', {
    customerId: customer.id,
    rows: [{ description: 'Kantoorschoonmaak', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 10_000 }],
  });
}

test('two drafts chosen on the invoices list are invoiced and sent, with progress to the end', async ({ page }) => {
  const name = `Run ${unique()}`;
  await login(page, ADMIN, { owner: OWNER_1 });
  const token = await apiToken(page.request, ADMIN, 1);
  await draftFor(page, token, `${name} Noord`);
  await draftFor(page, token, `${name} Zuid`);

  await page.goto('/#/Sales/Invoices');
  await search(page, name);
  // The server's answer to the search (its count) before choosing: a new answer starts a new selection.
  await expect(page.getByTestId('invoices-total-count-value')).toHaveText('2');
  await expect(rowsWith(page, name)).toHaveCount(2);
  for (const row of await rowsWith(page, name).all()) await row.getByRole('checkbox').check();
  await expect(page.getByTestId('invoice-run-send')).toBeEnabled();
  await page.getByTestId('invoice-run-send').click();

  const panel = page.getByTestId('invoice-run-panel');
  await expect(panel).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(page.getByTestId('invoice-run-progress')).toContainText('2');
  await expect(page.getByTestId('invoice-run-failures')).toHaveCount(0);
  await page.getByTestId('invoice-run-close').click();
  // The list is read again: both now carry a number.
  await expect(rowsWith(page, name).filter({ hasText: /\b\d{4,}\b/ })).toHaveCount(2);
});
