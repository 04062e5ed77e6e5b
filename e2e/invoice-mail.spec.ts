import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { receivedMail } from './support/mail.ts';
import { ADMIN, apiToken, login, notice, OWNER_1, unique } from './support/session.ts';

// Issue 15 in invoicing: the send dialog shows the mail as it will go out and lets it be edited; invoicing warns
// while the company's KvK or VAT number is empty; "Invoice" says before its confirmation why there is nothing to
// invoice.

const CUSTOMER = '1002 Tandartspraktijk De Bilt';
const INVOICE_ADDRESS = 'administratie@tandartsdebilt.example.nl';

/** A new draft for the dental practice with one row of office cleaning (price from the sales type). */
async function newDraft(page: Page): Promise<void> {
  await page.goto('/#/Sales/Invoices/Edit/0');
  await page.getByTestId('invoice-customer').fill('Tandarts');
  await page.getByRole('option', { name: CUSTOMER, exact: true }).click();
  await chooseOption(page, page.getByTestId('invoice-row-0-workType'), 'Schoonmaak kantoor');
  await expect(page.getByTestId('invoice-row-0-price')).toHaveValue('34.50');
}

/** Sets owner 1's company numbers through the API (as General settings saves them). */
async function setCompanyNumbers(page: Page, numbers: { cocNumber: string; vatNumber: string }) {
  const token = await apiToken(page.request, ADMIN, 1);
  const headers = { authorization: `Bearer ${token}` };
  const owner = await page.request.post('/api/r/getOwner', { headers, data: { id: 1 } });
  const { name } = (await owner.json()) as { name: string };
  const saved = await page.request.post('/api/r/saveOwner', { headers, data: { id: 1, name, settings: numbers } });
  expect(saved.ok()).toBe(true);
}

test.describe('invoice mail and invoicing checks', () => {
  test('the send dialog shows recipient, subject, body and attachments; the edited mail is what arrives', async ({
    page,
  }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await newDraft(page);
    await page.getByTestId('invoice-invoice').click();
    await page.getByTestId('invoice-dialog-confirm').click();
    await expect(page.getByTestId('invoice-title')).toHaveText(/^Invoice \d+$/);
    const number = (await page.getByTestId('invoice-title').textContent())?.replace('Invoice ', '') ?? '';

    await page.getByTestId('invoice-send').click();
    const dialog = page.getByTestId('send-dialog');
    await expect(dialog.getByTestId('send-mail-recipient')).toHaveValue(INVOICE_ADDRESS);
    await expect(dialog.getByTestId('send-mail-subject')).toHaveValue(`Factuur ${number} van Demo Schoonmaak B.V.`);
    await expect(dialog.getByTestId('send-mail-message-content')).toContainText(`factuur ${number}`);
    await expect(dialog.getByTestId('send-mail-attachments')).toContainText(`Factuur ${number}.pdf`);

    // A wrong address is named and cannot be sent to.
    await dialog.getByTestId('send-mail-recipient').fill('boekhouding@');
    await expect(dialog.getByText('Enter one or more valid e-mail addresses')).toBeVisible();
    await expect(dialog.getByTestId('send-dialog-confirm')).toBeDisabled();

    const to = `boekhouding-${unique()}@tandarts.test`;
    const subject = `Factuur ${number}, uw kenmerk ${unique()}`;
    await dialog.getByTestId('send-mail-recipient').fill(to);
    await dialog.getByTestId('send-mail-subject').fill(subject);
    const body = dialog.getByTestId('send-mail-message-content').locator('.ProseMirror');
    await body.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('Met dank voor de prettige samenwerking.');
    await dialog.getByTestId('send-dialog-confirm').click();
    await expect(notice(page, 'positive', `Invoice e-mailed to ${to}`)).toBeVisible();

    const received = await receivedMail(to, subject);
    expect(received.subject).toBe(subject);
    expect(received.body).toContain('Met dank voor de prettige samenwerking.');
    expect(received.raw).toMatch(new RegExp(`Content-Type: application/pdf; name="?Factuur ${number}\\.pdf`));
  });

  test('warns in the invoice dialog and on the invoice texts page while the KvK or VAT number is empty', async ({
    page,
  }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    // The demo owner has both: no warning.
    await page.goto('/#/Sales/InvoiceTexts');
    await expect(page.getByTestId('invoice-texts-page')).toBeVisible();
    await expect(page.getByTestId('invoice-text-nlTop')).toBeVisible();
    await expect(page.getByTestId('company-numbers-warning')).toHaveCount(0);

    await setCompanyNumbers(page, { cocNumber: '', vatNumber: '' });
    try {
      await page.reload();
      const warning = page.getByTestId('company-numbers-warning');
      await expect(warning).toContainText('Not set: Chamber of Commerce number, VAT number.');
      await newDraft(page);
      await page.getByTestId('invoice-invoice').click();
      await expect(page.getByTestId('invoice-dialog').getByTestId('company-numbers-warning')).toBeVisible();
      // A warning, not a refusal: the link leads to where they are set.
      await expect(page.getByTestId('invoice-dialog-confirm')).toBeEnabled();
      await page.getByTestId('company-numbers-link').click();
      await expect(page).toHaveURL(/#\/Home\/GeneralSettings$/);
    } finally {
      await setCompanyNumbers(page, { cocNumber: '30123456', vatNumber: 'NL812345670B01' });
    }
  });

  test('"Invoice" says why a draft without rows, or with rows of € 0.00, is not invoiced', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await newDraft(page);
    await page.getByTestId('invoice-row-0-price').fill('0');
    await page.getByTestId('invoice-row-0-price').blur();
    await page.getByTestId('invoice-invoice').click();
    await expect(notice(page, 'negative', 'there is nothing to invoice')).toBeVisible();
    await expect(page.getByTestId('invoice-dialog')).toHaveCount(0);

    await page.getByTestId('invoice-row-0-remove').click();
    await page.getByTestId('invoice-invoice').click();
    await expect(notice(page, 'negative', 'The invoice has no rows: add a row before invoicing.')).toBeVisible();
    await expect(page.getByTestId('invoice-dialog')).toHaveCount(0);
    // Nothing was numbered: the page still holds a draft.
    await expect(page.getByTestId('invoice-title')).toHaveText(/^(New invoice|Draft)/);
  });
});
