import { expect, test } from '@playwright/test';
import { ADMIN, login, notice, OWNER_1, PLANNER, submitLogin, tokenInStorage, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

test.describe('users', () => {
  test('an invited user gets a mail, sets a password through its link and logs in', async ({ page, browser }) => {
    const email = `e2e-${unique()}@demo.test`;
    const password = `pw-${unique()}`;

    // The administrator invites the user with the back-office login and "Other items".
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.getByTestId('nav-Home-Users').click();
    await expect(rowsWith(page, ADMIN)).toHaveCount(1);
    await page.getByTestId('user-new').click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('E-mail address').fill(email);
    await expect(dialog.getByLabel('Back-office login')).toBeChecked();
    await dialog.getByLabel('Other items').check();
    await dialog.getByTestId('dialog-save').click();
    await expect(notice(page, 'positive', 'The invitation has been sent.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await search(page, email);
    const row = rowsWith(page, email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Back-office login');
    await expect(row).toContainText('Other items');

    // The invitation is listed under Home/Emails: queued for the SMTP server, then sent.
    await page.getByTestId('nav-Home-Emails').click();
    await search(page, email);
    const mailRow = rowsWith(page, email);
    await expect(mailRow).toHaveCount(1);
    await expect(mailRow).toContainText(/Queued|Sent/);
    await mailRow.click();
    const preview = page.getByTestId('email-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(email);
    const mail = page.frameLocator('[data-testid="email-preview-frame"]');
    const link = mail.locator('a[href*="#/Session/ResetPW/"]').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    const resetPath = href.slice(href.indexOf('#/Session/ResetPW/'));
    expect(resetPath).toMatch(/^#\/Session\/ResetPW\/\d+\/[^/]+$/);

    // The invited person opens the link in their own browser.
    const context = await browser.newContext();
    try {
      const invited = await context.newPage();
      await invited.goto(`/${resetPath}`);
      await expect(invited.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await expect(invited.getByTestId('reset-user')).toHaveValue(email);

      await invited.getByTestId('reset-password').fill(password);
      await invited.getByTestId('reset-confirmation').fill(`${password}x`);
      await invited.getByTestId('reset-submit').click();
      await expect(invited.getByText('The password and its confirmation do not match')).toBeVisible();
      await expect(invited).toHaveURL(/#\/Session\/ResetPW\//);

      await invited.getByTestId('reset-confirmation').fill(password);
      await invited.getByTestId('reset-submit').click();
      await expect(notice(invited, 'positive', 'Your password has been set.')).toBeVisible();
      // A back-office user continues at the login page.
      await expect(invited).toHaveURL(/#\/Session\/Auth$/);

      await submitLogin(invited, email, password);
      await expect(invited.getByTestId('home-page')).toBeVisible();
      await expect(invited.getByTestId('owner-name')).toHaveText(OWNER_1);
      await expect(invited.getByTestId('login-owner')).toHaveCount(0);
      expect(await tokenInStorage(invited)).not.toBeNull();
      // The roles given are the roles held: Other items yes, user administration no.
      await expect(invited.getByTestId('nav-Other-Cars')).toBeVisible();
      await expect(invited.getByTestId('nav-Home-Users')).toHaveCount(0);

      // The link is single use.
      await invited.goto(`/${resetPath}`);
      await expect(invited.getByTestId('reset-key-invalid')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an invitation without an e-mail address or without roles is refused with a message', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Home/Users');
    await expect(rowsWith(page, ADMIN)).toHaveCount(1);
    const rangeBefore = await page.getByTestId('table-range').innerText();
    await page.getByTestId('user-new').click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });

    await dialog.getByLabel('E-mail address').fill('not an address');
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog.getByText('A valid e-mail address is required')).toBeVisible();

    await dialog.getByLabel('E-mail address').fill(`e2e-${unique()}@demo.test`);
    await dialog.getByLabel('Back-office login').uncheck();
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog.getByTestId('roles-error')).toHaveText('Select at least 1 option');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('notice-positive')).toHaveCount(0);
    await dialog.getByTestId('dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(rowsWith(page, ADMIN)).toHaveCount(1);
    await expect(page.getByTestId('table-range')).toHaveText(rangeBefore);
  });
});

test.describe('sessions', () => {
  test('an administrator ends a user’s sessions from the users page: the user’s open page goes to the login', async ({
    page,
    browser,
  }) => {
    // The planner works in a browser of their own.
    const plannerContext = await browser.newContext();
    const planner = await plannerContext.newPage();
    await login(planner, PLANNER);

    await login(page, ADMIN, { owner: OWNER_1 });
    await page.getByTestId('nav-Home-Users').click();
    await search(page, PLANNER);
    const row = rowsWith(page, PLANNER);
    await expect(row).toHaveCount(1);
    const end = row.locator('[data-testid^="user-end-sessions-"]');
    await expect(end).toBeEnabled();
    await end.click();
    await page.getByTestId('confirm-end-sessions').click();
    // The planner's browser, and any other login of the planner this run made.
    await expect(page.getByTestId('notice-positive').filter({ hasText: /\d+ sessions? ended/ })).toBeVisible();
    await expect(end).toBeDisabled();

    // The planner's next call is refused: the page ends the session and shows the login.
    await planner.reload();
    await expect(planner).toHaveURL(/#\/Session\/Auth$/);
    await plannerContext.close();
  });

  test('"log out everywhere" ends the other browsers’ sessions too', async ({ page, browser }) => {
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await login(other, PLANNER);
    await login(page, PLANNER);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-everywhere').click();
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await other.reload();
    await expect(other).toHaveURL(/#\/Session\/Auth$/);
    await otherContext.close();
  });
});
