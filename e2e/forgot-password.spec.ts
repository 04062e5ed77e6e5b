import { expect, test } from '@playwright/test';
import { PLANNER, tokenInStorage } from './support/session.ts';

test.describe('forgot password', () => {
  test('the login page links to it, and a request gets the neutral confirmation', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/#\/Session\/ForgotPW$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

    await page.getByTestId('forgot-email').fill(PLANNER);
    await page.getByTestId('forgot-submit').click();
    const confirmation = page.getByTestId('forgot-confirmation');
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(
      'If an account exists for this address, an e-mail with a link to set a new password is on its way.',
    );
    await expect(page.getByTestId('notice-negative')).toHaveCount(0);
    expect(await tokenInStorage(page)).toBeNull();

    await page.getByTestId('back-to-login').click();
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('an unknown address gets the same confirmation', async ({ page }) => {
    await page.goto('/#/Session/ForgotPW');
    await page.getByTestId('forgot-email').fill('nobody-here@demo.test');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-confirmation')).toContainText(
      'If an account exists for this address, an e-mail with a link to set a new password is on its way.',
    );
  });

  test('an address that is not an e-mail address gets a message and sends nothing', async ({ page }) => {
    await page.goto('/#/Session/ForgotPW');
    await page.getByTestId('forgot-email').fill('planner');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByText('A valid e-mail address is required')).toBeVisible();
    await expect(page.getByTestId('forgot-confirmation')).toHaveCount(0);
  });
});
