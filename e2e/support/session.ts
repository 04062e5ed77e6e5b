import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo accounts the seed creates (apps/server/src/seed/demo.ts). */
const DEMO_PASSWORD = 'demo1234';
export const ADMIN = 'admin@demo.test';
export const PLANNER = 'planner@demo.test';
export const EMPLOYEE = 'employee@demo.test';
export const OWNER_1 = 'Demo Schoonmaak B.V.';
export const OWNER_2 = 'Tweede Vestiging B.V.';
export const OWNER_1_CARS = ['Renault Kangoo (werkbus 1)', 'Volkswagen Caddy (werkbus 2)', 'Toyota Yaris (leaseauto)'];
export const OWNER_2_CARS = ['Ford Transit Connect'];

/** The web app keeps its state in localStorage under this prefix (apps/web/src/platform/storage.ts). */
export const tokenInStorage = (page: Page) => page.evaluate(() => localStorage.getItem('bo.token'));

/** A unique suffix, so no test depends on what another one left behind. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Fills and submits the login form on the current page (it must show /Session/Auth). */
export async function submitLogin(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-email').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Picks the company in the owner choice that the login page shows for users of several owners, then continues. */
export async function chooseOwner(page: Page, ownerName: string): Promise<void> {
  const select = page.getByTestId('login-owner');
  await expect(select).toBeVisible();
  await select.click();
  await page.getByRole('option', { name: ownerName, exact: true }).click();
  await expect(select).toHaveValue(ownerName);
  await page.getByTestId('login-submit').click();
}

/**
 * Starts a session as the login page would leave it, without typing into it: the token comes from the API and goes
 * where the app keeps it, then `from` (default the home page) opens. The login form itself is tested in
 * session.spec.ts; every other test starts here (typing the form each time cost about two seconds a test).
 * `owner` is the company to pick for users of several owners; afterwards the header shows the company.
 */
export async function login(
  page: Page,
  userName: string,
  options: { owner?: string; password?: string; from?: string } = {},
): Promise<void> {
  const owners = await apiOwners(page.request, userName, options.password);
  const owner = options.owner ? owners.find((choice) => choice.name === options.owner) : owners[0];
  expect(owner, `${userName} works for ${options.owner ?? 'a company'}`).toBeDefined();
  const token = await apiToken(page.request, userName, owner?.id ?? 0, options.password);
  // Any page of the app's origin can hold the token: an empty one, answered in the browser, costs nothing to load.
  await page.route('**/e2e-blank', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto('/e2e-blank');
  await page.unroute('**/e2e-blank');
  await page.evaluate(
    ({ value, ownerName }) => {
      localStorage.setItem('bo.token', value);
      localStorage.setItem('bo.ownerName', ownerName);
    },
    { value: token, ownerName: owner?.name ?? '' },
  );
  await page.goto(options.from ?? '/#/');
  await expect(page.getByTestId('owner-name')).toBeVisible();
  if (options.owner) await expect(page.getByTestId('owner-name')).toHaveText(options.owner);
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/#\/Session\/Auth$/);
}

/** The owners of a login, straight from the API (for set-up and clean-up outside the browser). */
export async function apiOwners(
  request: APIRequestContext,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<{ id: number; name: string }[]> {
  const answer = await request.post('/api/ownersUser', { data: { userName, password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { id: number; name: string }[];
}

/** A token straight from the API. */
export async function apiToken(
  request: APIRequestContext,
  userName: string,
  ownerId: number,
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await request.post('/api/login', { data: { userName, password, ownerId } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The demo administrator of owner 1 through the API, for a test's set-up and checks beside the browser: `post` fails
 * the test on an error answer, `get` reads a list.
 */
export async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, 1)}` };
  return {
    async post(path: string, data: unknown) {
      const answer = await request.post(`/api/r/${path}`, { data, headers });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return answer.json();
    },
    async get(path: string) {
      return (await request.get(`/api/r/${path}`, { headers })).json();
    },
  };
}

/** The notice of that kind holding `text` (earlier notices may still be on screen). */
export const notice = (page: Page, kind: 'positive' | 'negative' | 'warning' | 'neutral', text: string) =>
  page.getByTestId(`notice-${kind}`).filter({ hasText: text });

/**
 * Closes the notices on screen, as a user does who wants the buttons under them. Needed before clicking what they
 * cover: a notice stays while the pointer rests on it, and Playwright's pointer rests on the covered button.
 */
export async function dismissNotices(page: Page): Promise<void> {
  const notices = page.locator('[data-testid^="notice-"]');
  // Notices slide while others close, so each round presses the close buttons without waiting for them to settle,
  // and the rounds repeat until none is left.
  await expect(async () => {
    for (const close of await notices.getByRole('button', { name: 'Close' }).all()) {
      await close.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    }
    await expect(notices).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
