// Screenshots of every page of the route registry at a desktop and a phone size, for a person to look at (nothing is
// asserted). Builds and starts nothing: it needs a running server with the built web app and the demo data
// (`npm start`). Writes PNGs to SCREENSHOT_DIR (.tmp/screenshots, outside git) and prints the page errors it saw.
//   SCREENSHOT_URL=http://127.0.0.1:3000 node --import tsx bench/screenshots.ts [path-filter]
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type RegistryRoute, registryRoutes } from '../e2e/support/route-registry.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const BASE = (process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const DIR = resolve(import.meta.dirname, '..', process.env.SCREENSHOT_DIR ?? '.tmp/screenshots');
const USER = process.env.SCREENSHOT_USER ?? 'admin@demo.test';
const PASSWORD = process.env.SCREENSHOT_PASSWORD ?? 'demo1234';
const OWNER = process.env.SCREENSHOT_OWNER ?? 'Demo Schoonmaak B.V.';
const ONLY = process.argv[2];
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Where a page needs a record: the first one of the demo owner's list (read with the session's token). */
const SAMPLE_LISTS: Record<string, string> = {
  '/Employees/Edit': '/api/r/allEmployees',
  '/Projects/Edit': '/api/r/allProjects',
  '/Customers/Edit': '/api/r/allCustomers',
  '/Suppliers/Edit': '/api/r/allSuppliers',
};

const problems: string[] = [];

/** Waits until the page has had no request under way and no page loading for half a second (at most 15 s), then for fonts. */
async function settle(page: Page, pending: { count: number }): Promise<void> {
  const until = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(100);
    // The header's progress bar: the router is still loading the page (its chunk, its data).
    const loading = await page.locator('header .mantine-Progress-root').count();
    if (pending.count > 0 || loading > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) break;
  }
  await page.evaluate(() => document.fonts.ready);
}

async function login(page: Page, pending: { count: number }): Promise<void> {
  await page.goto(`${BASE}/#/Session/Auth`);
  await page.getByTestId('login-email').fill(USER);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  const owner = page.getByTestId('login-owner');
  const home = page.getByTestId('owner-name');
  await owner.or(home).first().waitFor();
  if (await owner.isVisible()) {
    await owner.click();
    await page.getByRole('option', { name: OWNER, exact: true }).click();
    await page.getByTestId('login-submit').click();
  }
  await home.waitFor();
  await settle(page, pending);
}

async function firstId(page: Page, route: RegistryRoute): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('bo.token'));
  const headers = { Authorization: `Bearer ${token}` };
  if (route.path === '/Sales/Invoices/Edit') {
    const answer = await page.request.post(`${BASE}/api/r/openInvoices`, { headers, data: {} });
    const rows = ((await answer.json()) as { rows?: { invoice: { id: number } }[] }).rows ?? [];
    return String(rows[0]?.invoice.id ?? 1);
  }
  const list = SAMPLE_LISTS[route.path];
  if (!list) return '1';
  const rows = (await (await page.request.get(`${BASE}${list}`, { headers })).json()) as { id: number }[];
  return String(rows[0]?.id ?? 1);
}

/** A sample for a parameter a page cannot go without. */
const SAMPLES: Record<string, string> = { ':planningType': '1', ':key': 'not-a-key' };
const isSession = (route: RegistryRoute) => route.path.startsWith('/Session');

/** The address of a route: optional segments left out, required ones filled with a sample. */
async function address(page: Page, route: RegistryRoute): Promise<string> {
  const values: string[] = [];
  for (const part of route.required) {
    values.push(SAMPLES[part] ?? (isSession(route) ? '1' : await firstId(page, route)));
  }
  return [route.path === '/' ? '' : route.path, ...values].join('/');
}

const fileName = (index: number, path: string, size: string) =>
  `${String(index).padStart(2, '0')}-${path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'Home'}-${size}.png`;

async function shoot(page: Page, index: number, path: string, size: string): Promise<void> {
  await page.screenshot({
    path: resolve(DIR, fileName(index, path, size)),
    fullPage: process.env.SCREENSHOT_FULL === '1',
  });
}

/** A date picker opened, and a record dialog filled in (Other/Cars, not saved). */
async function extras(page: Page, pending: { count: number }, size: string): Promise<void> {
  await page.goto(`${BASE}/#/Sales/OpenInvoices`);
  await settle(page, pending);
  const toggle = page.getByTestId('open-invoice-filters-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByTestId('filter-end-date').click();
  await page.locator('[data-dates-dropdown]').waitFor();
  await page.waitForTimeout(400); // the popover fades in
  await shoot(page, 90, 'date-picker', size);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE}/#/Other/Cars`);
  await settle(page, pending);
  await page.getByTestId('resource-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Renault Kangoo (werkbus 9)');
  await dialog.getByLabel('Licence plate').fill('ab-123-c');
  await settle(page, pending);
  await shoot(page, 91, 'dialog-filled', size);
}

async function run(browser: Browser, size: (typeof SIZES)[number]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  const pending = { count: 0 };
  let current = '';
  page.on('request', () => pending.count++);
  page.on('requestfinished', () => pending.count--);
  page.on('requestfailed', () => pending.count--);
  page.on('pageerror', (error) => problems.push(`${size.name} ${current}: page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${size.name} ${current}: console ${message.text()}`);
  });

  const routes = registryRoutes();
  const sessionRoutes = routes.filter(isSession);
  for (const [index, route] of sessionRoutes.entries()) {
    const path = await address(page, route);
    if (ONLY && !path.includes(ONLY)) continue;
    current = path;
    await page.goto(`${BASE}/#${path}`);
    await settle(page, pending);
    await shoot(page, index, path, size.name);
  }
  await login(page, pending);
  for (const [index, route] of routes.filter((route) => !isSession(route)).entries()) {
    const path = await address(page, route);
    if (ONLY && !(path || '/').includes(ONLY)) continue;
    current = path || '/';
    await page.goto(`${BASE}/#${path || '/'}`);
    await settle(page, pending);
    await shoot(page, index + sessionRoutes.length, path, size.name);
  }
  if (!ONLY || ONLY === 'extras') {
    current = 'extras';
    await extras(page, pending, size.name);
  }
  await context.close();
}

async function main(): Promise<void> {
  if (!ONLY) rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const size of SIZES) await run(browser, size);
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${DIR}`);
  console.log(problems.length ? problems.join('\n') : 'no page errors');
}

await main();
