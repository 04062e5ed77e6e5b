import { expect, type Locator, type Page, test } from '@playwright/test';
import { receivedMail } from './support/mail.ts';
import { ADMIN, login, notice, OWNER_1, unique } from './support/session.ts';
import { grid, rowsWith } from './support/table.ts';

// The open-invoices screen on the demo's open invoices (spec 000 §2). The e2e server delivers its mail to a real SMTP
// server (playwright.config.ts); reminder jobs run in the server's own job worker.

const rows = (page: Page) => grid(page).locator('tbody tr');
const uidOf = async (row: Locator) => Number((await row.getAttribute('data-testid'))?.replace('table-row-', ''));

async function openScreen(page: Page): Promise<void> {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Sales/OpenInvoices');
  await expect(page.getByTestId('total-openInvoices')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe
  .serial('open invoices and payment reminders', () => {
    test('shows an overdue invoice in red with the excess in brackets, and the totals', async ({ page }) => {
      await openScreen(page);
      const totalBefore = Number(await page.getByTestId('total-openInvoices').innerText());
      await choose(page, 'filter-status', 'Overdue');
      const first = rows(page).first();
      const uid = await uidOf(first);
      const daysOpen = page.getByTestId(`days-open-${uid}`);
      await expect(daysOpen).toHaveAttribute('data-late', 'true');
      await expect(daysOpen).toHaveText(/^\d+ \(\d+\)$/);
      const [days, excess] = ((await daysOpen.innerText()).match(/\d+/g) ?? []).map(Number);
      expect(days).toBeGreaterThan(excess ?? 0);
      const color = await daysOpen.evaluate((el) => getComputedStyle(el).color);
      const [r = 0, g = 0] = (color.match(/\d+/g) ?? []).map(Number);
      // Red, dark enough for 4.5:1 contrast on white.
      expect(r).toBeGreaterThan(120);
      expect(g).toBeLessThan(r / 2);
      // The overdue filter narrows the totals, which count every match, not the page.
      expect(Number(await page.getByTestId('total-openInvoices').innerText())).toBeLessThanOrEqual(totalBefore);
      await choose(page, 'filter-status', 'Within payment term');
      const green = page.locator('[data-testid^="days-open-"]').first();
      await expect(green).toHaveAttribute('data-late', 'false');
      await expect(green).toHaveText(/^\d+$/);
    });

    test('sends a first reminder with an edited subject, then offers level 2 with a copy option', async ({ page }) => {
      await openScreen(page);
      await choose(page, 'filter-status', 'Overdue');
      await choose(page, 'filter-reminder-sent', 'No reminder yet');
      const row = rows(page).first();
      const uid = await uidOf(row);
      const number = await page.getByTestId(`invoice-number-${uid}`).innerText();
      await expect(page.getByTestId('send-reminder')).toBeDisabled();
      await row.locator('input[type=checkbox]').check();
      await expect(page.getByTestId('send-reminder')).toBeEnabled();
      await page.getByTestId('send-reminder').click();

      const dialog = page.getByTestId('reminder-dialog');
      await expect(dialog.getByTestId('reminder-level')).toHaveText('First reminder');
      await expect(dialog.getByTestId('reminder-invoice-number')).toHaveValue(number);
      await expect(dialog.getByTestId('reminder-recipient')).toHaveValue(/@/);
      await expect(dialog.getByTestId('reminder-copy')).toHaveCount(0);
      await expect(dialog.getByTestId('reminder-message-content')).toContainText(number);
      const recipient = await dialog.getByTestId('reminder-recipient').inputValue();
      const subject = `Herinnering ${number} ${unique()}`;
      await dialog.getByTestId('reminder-subject').fill(subject);
      await dialog.getByTestId('reminder-send').click();
      await expect(notice(page, 'positive', recipient)).toBeVisible();
      // One send per dialog: send and cancel make way for close.
      await expect(dialog.getByTestId('reminder-send')).toHaveCount(0);
      await dialog.getByTestId('reminder-close').click();
      // The customer receives it with the invoice attached.
      const received = await receivedMail(recipient, subject);
      expect(received.raw).toContain('Content-Type: application/pdf');

      await choose(page, 'filter-reminder-sent', 'All');
      await page.getByTestId('filter-invoice-number').fill(number);
      await expect(rows(page)).toHaveCount(1);
      await expect(page.getByTestId(`reminders-${uid}`)).toHaveText('1');
      await expect(page.getByTestId(`days-last-reminder-${uid}`)).toHaveText('0');
      await rows(page).first().locator('input[type=checkbox]').check();
      await page.getByTestId('send-reminder').click();
      await expect(dialog.getByTestId('reminder-level')).toHaveText('Second reminder');
      await expect(dialog.getByTestId('reminder-subject')).toHaveValue(new RegExp(number));
      await expect(dialog.getByTestId('reminder-copy')).toBeVisible();
      await dialog.getByTestId('reminder-cancel').click();

      // Home/E-mails lists the reminder with its recipient.
      await page.goto('/#/Home/Emails');
      const mail = rowsWith(page, subject);
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText(recipient);
    });

    test('bulk-sends three reminders through the queue', async ({ page }) => {
      await openScreen(page);
      // Two demo customers have no invoice or reminder address; a bulk send that includes them is refused by name.
      const mailable = rows(page).filter({ hasNotText: /Familie Jansen|Huisartsenpraktijk Lombok/ });
      const three = [0, 1, 2].map((index) => mailable.nth(index));
      const uids = await Promise.all(three.map(uidOf));
      const before = await Promise.all(
        uids.map(async (uid) => Number(await page.getByTestId(`reminders-${uid}`).innerText())),
      );
      // Select-all follows the row checks.
      const selectAll = page.getByTestId('table-select-all');
      for (const row of three) await row.locator('input[type=checkbox]').check();
      await expect(selectAll).not.toBeChecked();
      await expect(page.getByTestId('send-reminder')).toHaveText('Send reminders (3)');
      await page.getByTestId('send-reminder').click();
      const dialog = page.getByTestId('bulk-reminder-dialog');
      await expect(dialog.getByTestId('bulk-reminder-count')).toHaveText('Send payment reminders for 3 invoices?');
      await dialog.getByTestId('bulk-reminder-send').click();
      await expect(notice(page, 'positive', 'The reminders are being processed and sent by e-mail.')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The job worker sends them within seconds; the screen reads the list again.
      for (const [index, uid] of uids.entries()) {
        await expect(page.getByTestId(`reminders-${uid}`)).toHaveText(String((before[index] ?? 0) + 1), {
          timeout: 20_000,
        });
      }
      await expect(page.getByTestId('reminder-failures')).toHaveCount(0);
    });

    test('opens the payment chart of a customer', async ({ page }) => {
      await openScreen(page);
      const uid = await uidOf(rows(page).first());
      await page.getByTestId(`payment-chart-${uid}`).click();
      const stats = page.getByTestId('payment-stats');
      await expect(stats).toBeVisible();
      await expect(stats.getByTestId('payment-stats-summary')).toContainText(/paid|No invoices/);
      await expect(stats.getByTestId('chart-average-days').locator('svg.recharts-surface')).toBeVisible();
      await expect(stats.getByTestId('chart-late-percent').locator('svg.recharts-surface')).toBeVisible();
    });

    test('a row click opens the invoice in a new tab', async ({ page }) => {
      await openScreen(page);
      const row = rows(page).first();
      const uid = await uidOf(row);
      const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByTestId(`invoice-number-${uid}`).click()]);
      await expect(tab).toHaveURL(new RegExp(`#/Sales/Invoices/Edit/${uid}$`));
      await expect(page).toHaveURL(/#\/Sales\/OpenInvoices$/);
    });
  });
