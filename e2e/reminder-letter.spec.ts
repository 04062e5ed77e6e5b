import { addDays, todayIso } from '@backoffice/domain/dates';
import { expect, type Page, test } from '@playwright/test';
import { openedPdfAddress, pdfText } from './support/pdf.ts';
import { ADMIN, adminApi, login, notice, OWNER_1, unique } from './support/session.ts';
import { grid } from './support/table.ts';

// Issue 15: a payment reminder for a customer without an e-mail address goes by post — the dialog offers a printable
// letter instead of only cancel, and the letter counts as the reminder sent.

/** A customer without e-mail addresses with an invoice dated a month back, made through the API; its number. */
async function openInvoiceWithoutEmail(page: Page, name: string): Promise<number> {
  const { post } = await adminApi(page.request);
  const customer = await post('saveCustomer', {
    id: 0,
    number: '<auto>',
    name,
    address: 'Lange Nieuwstraat',
    houseNumber: '12',
    postalCode: '3512 PH',
    city: 'Utrecht',
    latitude: 52.09,
    longitude: 5.12,
    paymentDays: 14,
  });
  const invoiceDate = addDays(todayIso(), -30);
  const draft = await post('saveInvoice', {
    customerId: customer.id,
    invoiceDate,
    rows: [{ description: 'Kantoorschoonmaak', workTypeId: 1, vatCode: 1, units: 100, unitPrice: 10_000 }],
  });
  return (await post('invoiceInvoice', { id: draft.id, invoiceDate })).invoice.number;
}

test('a reminder for a customer without an e-mail address is printed as a letter and counts as sent', async ({
  page,
}) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  const name = `Drukkerij Post ${unique()}`;
  const number = await openInvoiceWithoutEmail(page, name);
  await page.goto('/#/Sales/OpenInvoices');
  await page.getByTestId('filter-invoice-number').fill(String(number));
  // The filter applies after a pause in typing: wait for the one row of this invoice.
  const row = grid(page)
    .locator('tbody tr')
    .filter({ hasText: String(number) });
  await expect(row).toHaveCount(1);
  await expect(grid(page).locator('tbody tr')).toHaveCount(1);
  await row.locator('input[type=checkbox]').check();
  await page.getByTestId('send-reminder').click();

  const dialog = page.getByTestId('reminder-dialog');
  await expect(dialog.getByTestId('reminder-no-recipient')).toContainText('print the reminder as a letter');
  await expect(dialog.getByTestId('reminder-send')).toHaveCount(0);
  await expect(dialog.getByTestId('reminder-subject')).toHaveValue(`Betalingsherinnering factuur ${number}`);
  const pdf = await page.request.get(
    await openedPdfAddress(page, () => dialog.getByTestId('reminder-print-letter').click()),
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(await pdf.body())).replace(/[ \t]+/g, ' ');
  expect(text).toContain('Demo Schoonmaak B.V.');
  expect(text).toContain(name);
  expect(text).toContain('3512 PH Utrecht');
  expect(text).toContain(`Betalingsherinnering factuur ${number}`);
  expect(text).toMatch(new RegExp(`${number} .*€ 121,00`));
  await expect(notice(page, 'positive', 'The reminder letter has been made')).toBeVisible();
  await dialog.getByTestId('reminder-close').click();

  // Counted as the first reminder: the next one is the second.
  await expect(page.getByTestId(/^reminders-/)).toHaveText('1');
  await row.locator('input[type=checkbox]').check();
  await page.getByTestId('send-reminder').click();
  await expect(dialog.getByTestId('reminder-level')).toHaveText('Second reminder');
});
