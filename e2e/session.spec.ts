import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiOwners,
  apiToken,
  chooseOwner,
  EMPLOYEE,
  login,
  logout,
  notice,
  OWNER_1,
  OWNER_1_CARS,
  OWNER_2,
  OWNER_2_CARS,
  PLANNER,
  submitLogin,
  tokenInStorage,
} from './support/session.ts';

test.describe('login', () => {
  test('a wrong password is said on the form, under the fields, and opens no session', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await submitLogin(page, ADMIN, 'not-the-password');

    // On the form, announced to screen readers, and no notice covering the logo that goes away by itself.
    const error = page.getByTestId('login-form').getByTestId('login-error');
    await expect(error).toHaveText('Access denied: the e-mail address or password is not correct.');
    await expect(page.locator('[aria-live="assertive"]').getByTestId('login-error')).toBeVisible();
    await expect(page.locator('[data-testid^="notice-"]')).toHaveCount(0);
    const errorBox = await error.boundingBox();
    const passwordBox = await page.getByTestId('login-password').boundingBox();
    expect(errorBox?.y ?? 0).toBeGreaterThan(passwordBox?.y ?? Number.POSITIVE_INFINITY);
    // It stays on the form and follows the language.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-nl').click();
    await expect(error).toHaveText('Geen toegang: het e-mailadres of wachtwoord is onjuist.');
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(page.getByTestId('login-owner')).toHaveCount(0);
    expect(await tokenInStorage(page)).toBeNull();
  });

  test('an administrator of two companies chooses the company and works in it', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await submitLogin(page, ADMIN);

    // Both companies are offered; nothing is logged in before the choice.
    const select = page.getByTestId('login-owner');
    await expect(select).toBeVisible();
    await expect(page.getByText('Your account works for more than one company.')).toBeVisible();
    expect(await tokenInStorage(page)).toBeNull();
    await select.click();
    await expect(page.getByRole('option', { name: OWNER_1, exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: OWNER_2, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await chooseOwner(page, OWNER_2);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-owner')).toContainText(OWNER_2);
    await expect(page.getByTestId('owner-name')).toHaveText(OWNER_2);
    expect(await tokenInStorage(page)).not.toBeNull();

    // The session belongs to owner 2: its car list holds owner 2's car and none of owner 1's.
    await page.getByTestId('nav-Other-Cars').click();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    const grid = page.getByTestId('table-grid');
    for (const car of OWNER_2_CARS) await expect(grid.getByRole('row').filter({ hasText: car })).toHaveCount(1);
    for (const car of OWNER_1_CARS) await expect(grid.getByText(car)).toHaveCount(0);
  });

  test('a user of one company logs in without a company choice', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await submitLogin(page, PLANNER);

    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('owner-name')).toHaveText(OWNER_1);
    await expect(page.getByTestId('home-owner')).toContainText(OWNER_1);
    await expect(page.getByTestId('login-owner')).toHaveCount(0);
    expect(await tokenInStorage(page)).not.toBeNull();
  });

  test('a mobile-app-only employee gets "Access denied" and no session', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await submitLogin(page, EMPLOYEE);

    await expect(page.getByTestId('login-error')).toHaveText(
      'Access denied: your account has no access to the back office.',
    );
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    expect(await tokenInStorage(page)).toBeNull();
    // Nothing behind the login opens.
    await page.goto('/#/Other/Cars');
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
  });
});

test.describe('guard', () => {
  test('a page opened without a session goes to the login and comes back after it', async ({ page }) => {
    await page.goto('/#/Other/Cars');
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(page.getByTestId('login-form')).toBeVisible();

    await submitLogin(page, ADMIN);
    await chooseOwner(page, OWNER_1);
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await expect(page.getByRole('heading', { name: 'Cars' })).toBeVisible();
    await expect(page.getByTestId('table-grid').getByText(OWNER_1_CARS[0] ?? '')).toBeVisible();
  });

  test('logout ends the session: back to the login, and pages redirect again', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/Other/Cars');
    await expect(page.getByTestId('data-table')).toBeVisible();

    await logout(page);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await tokenInStorage(page)).toBeNull();

    await page.goto('/#/Other/Cars');
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await page.reload();
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});

test.describe('session end', () => {
  test('a token the server rejects ends the session, and the login returns to the page', async ({ page, request }) => {
    const owner = (await apiOwners(request, ADMIN)).find((choice) => choice.name === OWNER_1);
    const token = await apiToken(request, ADMIN, owner?.id ?? 0);
    // Same claims, wrong signature: the browser cannot tell, the server can.
    const dot = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, dot)}${token[dot] === 'A' ? 'B' : 'A'}${token.slice(dot + 1)}`;
    await page.goto('/#/Session/Auth');
    await page.evaluate(
      ({ value, ownerName }) => {
        localStorage.setItem('bo.token', value);
        localStorage.setItem('bo.ownerName', ownerName);
      },
      { value: forged, ownerName: OWNER_1 },
    );
    await page.goto('/#/Other/Products');
    await page.reload();

    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(notice(page, 'neutral', 'Your session has ended. Please log in again.')).toBeVisible();
    expect(await tokenInStorage(page)).toBeNull();

    await submitLogin(page, ADMIN);
    await chooseOwner(page, OWNER_1);
    await expect(page).toHaveURL(/#\/Other\/Products$/);
    await expect(page.getByTestId('data-table')).toBeVisible();
  });

  test('a failed load of a base list shows a notice and goes to the login', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.route('**/api/r/allCars', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","errorID":"E2E-1"}' }),
    );
    await page.getByTestId('nav-Other-Cars').click();

    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await expect(notice(page, 'negative', 'The data could not be loaded.')).toBeVisible();
    expect(await tokenInStorage(page)).toBeNull();
  });
});
