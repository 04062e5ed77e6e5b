import { addDays, todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, typeDate } from './support/employees.ts';
import { receivedMail } from './support/mail.ts';
import { openedPdfAddress } from './support/pdf.ts';
import { ADMIN, apiToken, dismissNotices, login, notice, OWNER_1, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Invoices from draft to credit (issue 6). The e2e server delivers its mail to a real SMTP server (playwright.config.ts);
// the sent invoice is read there, with its PDF, and in the list of sent mails under Home/E-mails.

/** A demo customer with an invoice e-mail address (apps/server/src/seed/demo-customers.ts). */
const CUSTOMER = '1002 Tandartspraktijk De Bilt';
const CUSTOMER_NAME = 'Tandartspraktijk De Bilt';
const INVOICE_ADDRESS = 'administratie@tandartsdebilt.example.nl';

/** The invoice id in the editor's URL. */
function editedId(page: Page): number {
  const match = /#\/Sales\/Invoices\/Edit\/(\d+)/.exec(page.url());
  expect(match, page.url()).not.toBeNull();
  return Number(match?.[1]);
}

/** The highest invoice number of owner 1, through the API. */
async function highestNumber(page: Page): Promise<number> {
  const token = await apiToken(page.request, ADMIN, 1);
  const answer = await page.request.post('/api/r/invoicesDateRangePaged', {
    headers: { authorization: `Bearer ${token}` },
    data: { startDate: '2000-01-01', endDate: '2999-12-31', status: 1, orderBy: 'number', descending: 1, perPage: 1 },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { invoices: { number: number }[] }).invoices[0]?.number ?? 0;
}

/** Confirms the invoice dialog (today's date) and waits for the invoice's title. */
async function invoiceIt(page: Page, title: RegExp): Promise<void> {
  const dialog = page.getByTestId('invoice-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('invoice-dialog-confirm').click();
  await expect(page.getByTestId('invoice-title')).toHaveText(title);
}

/** Invoices one window-cleaning row for the dental practice on the direct-invoice page and opens the invoice. */
async function directInvoice(page: Page): Promise<void> {
  await page.goto('/#/Sales/DirectInvoices');
  await page.getByTestId('invoice-customer').fill('Tandarts');
  await page.getByRole('option', { name: CUSTOMER, exact: true }).click();
  await chooseOption(page, page.getByTestId('invoice-row-0-workType'), 'Glasbewassing');
  await page.getByTestId('direct-invoice').click();
  await page.getByTestId('direct-open').click();
}

test.describe('invoices', () => {
  test('a draft is invoiced with the next number, opened as a PDF, sent and credited', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const highest = await highestNumber(page);

    // A new draft: customer, one row of 2.50 hours of office cleaning; the totals follow as typed.
    await page.getByTestId('nav-Sales-Invoices').click();
    await expect(page.getByTestId('invoices-total-count')).toBeVisible();
    await page.getByTestId('invoice-new').click();
    await page.getByTestId('invoice-customer').fill('Tandarts');
    await page.getByRole('option', { name: CUSTOMER, exact: true }).click();
    await chooseOption(page, page.getByTestId('invoice-row-0-workType'), 'Schoonmaak kantoor');
    await expect(page.getByTestId('invoice-row-0-price')).toHaveValue('34.50');
    await page.getByTestId('invoice-row-0-units').fill('2.5');
    await page.getByTestId('invoice-row-0-units').blur();
    // 2.50 × 34.50 = 86.25; 21 % VAT = 18.11; total 104.36.
    await expect(page.getByTestId('invoice-row-0-amount')).toHaveText('€86.25');
    await expect(page.getByTestId('invoice-total-incl')).toHaveText('€104.36');

    // Invoicing saves the draft first, then asks for the date; the invoice gets the owner's next number.
    await page.getByTestId('invoice-invoice').click();
    await invoiceIt(page, new RegExp(`^Invoice ${highest + 1}$`));
    await expect(notice(page, 'positive', `Invoice ${highest + 1} made`)).toBeVisible();
    const invoiceId = editedId(page);
    await expect(page.getByTestId('invoice-state').first()).toHaveText('Invoiced');
    await expect(page.getByTestId('invoice-total-open')).toHaveText('€104.36');
    await expect(page.getByTestId('invoice-save')).toHaveCount(0);

    // The PDF opens in a new tab from the download address.
    const pdf = await page.request.get(await openedPdfAddress(page, () => page.getByTestId('invoice-pdf').click()));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Sent by e-mail: recorded on the invoice, received by the SMTP server with the PDF, listed under Home/E-mails.
    await page.getByTestId('invoice-send').click();
    await expect(page.getByTestId('send-dialog')).toBeVisible();
    await page.getByTestId('send-dialog-confirm').click();
    await expect(notice(page, 'positive', `Invoice e-mailed to ${INVOICE_ADDRESS}`)).toBeVisible();
    await expect(page.getByTestId('invoice-sent-0')).toContainText(INVOICE_ADDRESS);
    const received = await receivedMail(INVOICE_ADDRESS, `Factuur ${highest + 1}`);
    expect(received.subject).toBe(`Factuur ${highest + 1} van Demo Schoonmaak B.V.`);
    expect(received.raw).toMatch(new RegExp(`Content-Type: application/pdf; name="?Factuur ${highest + 1}\\.pdf`));
    await page.getByTestId('nav-Home-Emails').click();
    await search(page, `Factuur ${highest + 1}`);
    const mail = rowsWith(page, INVOICE_ADDRESS);
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(`Factuur ${highest + 1} van Demo Schoonmaak B.V.`);

    // A credit invoice: a draft with the negated rows; invoiced, it is told that the original was already sent.
    await page.goto(`/#/Sales/Invoices/Edit/${invoiceId}`);
    await page.getByTestId('invoice-credit').click();
    await expect(page.getByTestId('invoice-title')).toHaveText(`Draft credit invoice for ${CUSTOMER_NAME}`);
    await expect(page.getByTestId('invoice-row-0-price')).toHaveValue('-34.50');
    await expect(page.getByTestId('invoice-total-incl')).toHaveText('-€104.36');
    await dismissNotices(page);
    await page.getByTestId('invoice-invoice').click();
    await invoiceIt(page, new RegExp(`^Credit invoice ${highest + 2}$`));
    await expect(notice(page, 'neutral', `The original invoice ${highest + 1} was already sent`)).toBeVisible();
    await expect(page.getByTestId('invoice-credit-for')).toHaveText(String(highest + 1));
    const creditId = editedId(page);

    // Crediting the original again asks first, listing the existing credit invoice.
    await page.getByTestId('invoice-credit-for').click();
    await expect(page.getByTestId('invoice-title')).toHaveText(`Invoice ${highest + 1}`);
    await page.getByTestId('invoice-credit').click();
    await expect(page.getByTestId('credit-dialog-text')).toContainText(String(highest + 2));
    await page.getByTestId('dialog-cancel').click();
    await expect(page.getByTestId('invoice-title')).toHaveText(`Invoice ${highest + 1}`);

    // Crediting the credit invoice says its credit will be positive; once one exists, both reasons are said.
    const creditTheCredit = async () => {
      await page.goto(`/#/Sales/Invoices/Edit/${creditId}`);
      await expect(page.getByTestId('invoice-title')).toHaveText(`Credit invoice ${highest + 2}`);
      await page.getByTestId('invoice-credit').click();
      return page.getByTestId('credit-dialog-text');
    };
    const positive = 'This is a credit invoice itself: its credit invoice will be a positive invoice.';
    await expect(await creditTheCredit()).toHaveText(positive);
    await page.getByTestId('credit-dialog-confirm').click();
    await expect(page.getByTestId('invoice-row-0-price')).toHaveValue('34.50');
    const both = await creditTheCredit();
    await expect(both).toContainText('A credit invoice already exists for this invoice');
    await expect(both).toContainText(positive);
    await page.getByTestId('dialog-cancel').click();

    // Both are in the invoice list of this month.
    await page.getByTestId('nav-Sales-Invoices').click();
    await search(page, CUSTOMER_NAME);
    await expect(rowsWith(page, String(highest + 1))).toHaveCount(1);
    await expect(rowsWith(page, String(highest + 2))).toHaveCount(1);
  });

  test('an invoice dated a month back is on the open invoices in red, with its days over the term in brackets', async ({
    page,
  }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.getByTestId('nav-Sales-Invoices').click();
    await page.getByTestId('invoice-new').click();
    await page.getByTestId('invoice-customer').fill('Tandarts');
    await page.getByRole('option', { name: CUSTOMER, exact: true }).click();
    await chooseOption(page, page.getByTestId('invoice-row-0-workType'), 'Schoonmaak kantoor');
    await page.getByTestId('invoice-invoice').click();
    const dialog = page.getByTestId('invoice-dialog');
    await typeDate(dialog.getByTestId('invoice-dialog-date'), formatDate(addDays(todayIso(), -30)));
    await dialog.getByTestId('invoice-dialog-confirm').click();
    await expect(page.getByTestId('invoice-title')).toHaveText(/^Invoice \d+$/);
    const id = editedId(page);
    const number = (await page.getByTestId('invoice-title').textContent())?.replace('Invoice ', '') ?? '';

    // The dental practice pays in 14 days: 30 days open is 16 over the term.
    await page.getByTestId('nav-Sales-OpenInvoices').click();
    await page.getByTestId('filter-invoice-number').fill(number);
    const daysOpen = page.getByTestId(`days-open-${id}`);
    await expect(daysOpen).toHaveText('30 (16)');
    await expect(daysOpen).toHaveAttribute('data-late', 'true');
    await expect(page.getByTestId('total-openInvoices')).toHaveText('1');
  });

  test('a payment is recorded and undone; a paid invoice shows as paid', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Sales/DirectInvoices');
    await page.getByTestId('invoice-customer').fill('Tandarts');
    await page.getByRole('option', { name: CUSTOMER, exact: true }).click();
    await chooseOption(page, page.getByTestId('invoice-row-0-workType'), 'Glasbewassing');
    await page.getByTestId('direct-invoice').click();
    await expect(page.getByTestId('direct-done')).toContainText('€50.82');
    await page.getByTestId('direct-open').click();
    await expect(page.getByTestId('invoice-title')).toHaveText(/^Invoice \d+$/);

    await page.getByTestId('invoice-pay').click();
    await page.getByTestId('pay-dialog-amount').fill('20');
    await page.getByTestId('pay-dialog-confirm').click();
    await expect(notice(page, 'positive', 'Payment recorded')).toBeVisible();
    await expect(page.getByTestId('invoice-total-open')).toHaveText('€30.82');
    await page.getByTestId('invoice-pay').click();
    await expect(page.getByTestId('pay-dialog-amount')).toHaveValue('€ 30.82');
    await page.getByTestId('pay-dialog-confirm').click();
    await expect(page.getByTestId('invoice-state').first()).toHaveText('Paid');
    await expect(page.getByTestId('invoice-pay')).toHaveCount(0);

    const undo = page.locator('[data-testid^="invoice-payment-undo-"]').last();
    await undo.click();
    await page.getByTestId('confirm-undo-payment').click();
    await expect(page.getByTestId('invoice-total-open')).toHaveText('€30.82');
    await expect(page.getByTestId('invoice-state').first()).not.toHaveText('Paid');
  });

  test('a new series of invoice numbers starts at the next number set on the invoice settings page', async ({
    page,
  }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const highest = await highestNumber(page);
    await page.goto('/#/Sales/InvoiceTexts');
    const card = page.getByTestId('invoice-numbering');
    await expect(card.getByTestId('invoice-numbering-state')).toHaveText(`The last invoice has number ${highest}.`);
    const first = card.getByTestId('invoice-numbering-first');
    await expect(first).toHaveValue(String(highest + 1));
    // A number in use is refused on the field, before anything is saved.
    await first.fill(String(highest));
    await card.getByTestId('invoice-numbering-save').click();
    await expect(card.getByText('The number must be above the last invoice number')).toBeVisible();

    const series = highest + 1000;
    await first.fill(String(series));
    await card.getByTestId('invoice-numbering-save').click();
    await expect(notice(page, 'positive', 'The next invoice number has been saved.')).toBeVisible();
    await page.reload();
    await expect(first).toHaveValue(String(series));

    await directInvoice(page);
    await expect(page.getByTestId('invoice-title')).toHaveText(`Invoice ${series}`);
    expect(await highestNumber(page)).toBe(series);
  });

  test('the invoice e-mail edited under Home/E-mail templates is the one the customer receives', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const tag = unique();
    await page.getByTestId('nav-Home-EmailTemplates').click();
    await search(page, 'Factuur {{invoiceNumber}} van');
    // The Dutch invoice mail, not the credit invoice's ("Creditfactuur ... van").
    const template = rowsWith(page, 'Nederlands').filter({ hasNotText: 'Credit' });
    await expect(template).toHaveCount(1);
    await expect(template).toContainText('Invoice');
    await template.click();
    const dialog = page.getByTestId('email-template-dialog');
    await dialog.getByTestId('email-template-title').fill(`Uw factuur {{invoiceNumber}} (${tag}) van {{companyName}}`);
    await dialog.getByTestId('dialog-save').click();
    await expect(notice(page, 'positive', 'E-mail template saved.')).toBeVisible();

    await directInvoice(page);
    await expect(page.getByTestId('invoice-title')).toHaveText(/^Invoice \d+$/);
    const number = (await page.getByTestId('invoice-title').textContent())?.replace('Invoice ', '') ?? '';
    await dismissNotices(page);
    await page.getByTestId('invoice-send').click();
    await page.getByTestId('send-dialog-confirm').click();
    const received = await receivedMail(INVOICE_ADDRESS, tag);
    expect(received.subject).toBe(`Uw factuur ${number} (${tag}) van Demo Schoonmaak B.V.`);
  });

  test('a draft with a row lacking a sales type and VAT code is refused with the messages on the row', async ({
    page,
  }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Sales/Invoices/Edit/0');
    // A new draft the user has not touched has nothing unsaved (leaving it asks nothing).
    await expect(page.getByTestId('invoice-save')).toBeVisible();
    await expect(page.getByTestId('invoice-dirty')).toHaveCount(0);
    await page.getByTestId('invoice-save').click();
    await expect(notice(page, 'negative', 'Check the marked fields.')).toBeVisible();
    await expect(page.getByText('Select a customer')).toBeVisible();
    await expect(page.getByText('Choose a sales type')).toBeVisible();
    await expect(page.getByText('Insert a valid VAT code')).toBeVisible();
    await expect(page).toHaveURL(/#\/Sales\/Invoices\/Edit\/0$/);
  });
});
