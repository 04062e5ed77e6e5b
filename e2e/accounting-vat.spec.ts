import { vatPeriodOf } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1 } from './support/session.ts';

// Issue 20, the VAT return: an invoice invoiced today shows its VAT in box 1a of this quarter's return, which is then
// saved as a draft and made final (after the confirmation), and listed as final.

test("the quarter's VAT return shows an invoiced invoice's VAT in 1a, saved as draft, then made final", async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN, 1);
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(`/api/r/${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  const quarter = vatPeriodOf(todayIso(), 'quarter');
  const before = (await post('vatReturn', quarter)).rubrics['1a'];
  const [customer] = await (
    await page.request.get('/api/r/allCustomers', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  // 100,00 at 21 %: whole euros, so box 1a grows by exactly € 100 and € 21.
  const draft = await post('saveInvoice', {
    customerId: customer.id,
    rows: [{ description: 'Kantoorschoonmaak', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 10_000 }],
  });
  await post('invoiceInvoice', { id: draft.id, invoiceDate: null });

  await login(page, ADMIN, { owner: OWNER_1, from: `/#/Accounting2/VatNL/${quarter.startDate}/${quarter.endDate}` });
  const euros = (n: number) => new Intl.NumberFormat('en').format(n);
  await expect(page.getByTestId('vat-1a-vat')).toContainText(euros(before.vat + 21));
  await expect(page.getByTestId('vat-1a-turnover')).toContainText(euros(before.turnover + 100));

  await page.getByTestId('vat-save-draft').click();
  await expect(page.getByTestId('vat-status')).toHaveText('Draft');

  await page.getByTestId('vat-finalise').click();
  // The confirmation is clicked once it stands still, and must close: a CI run under load once left it open.
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('vat-confirm-final').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('vat-status')).toHaveText('Final');
  await expect(page.getByTestId('vat-final-note')).toBeVisible();
  await expect(page.getByTestId('vat-finalise')).toHaveCount(0);
  await expect(page.getByTestId('vat-returns')).toContainText('Final');

  // The amount opens the booking lines behind it.
  await page.getByTestId('vat-1a-vat').click();
  await expect(page.getByTestId('vat-details-page')).toBeVisible();
  await expect(page.getByTestId('vat-details-totals')).toContainText('VAT');
});
