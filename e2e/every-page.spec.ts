import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { quietNetwork, watch } from './support/page-watch.ts';
import { type RegistryRoute, registryRoutes } from './support/route-registry.ts';
import { ADMIN, login, OWNER_1, tokenInStorage } from './support/session.ts';

// One walk over every route of the registry, logged out for the session pages and as admin for the rest (issues 14
// and 15): each page loads under the Content-Security-Policy without a violation, and axe-core finds no serious or
// critical violation on it at desktop and at phone size. One browser page, navigated inside the app and resized in
// place, keeps the walk short.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The first record of a list call, for the record pages (their routes need an id). */
async function firstId(page: Page, call: string, data?: object): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenInStorage(page)}` };
  const answer = data
    ? await page.request.post(`/api/r/${call}`, { headers, data })
    : await page.request.get(`/api/r/${call}`, { headers });
  expect(answer.ok(), call).toBe(true);
  const body = (await answer.json()) as { id: number }[] | { invoices: { id: number }[] };
  const id = (Array.isArray(body) ? body : body.invoices)[0]?.id;
  expect(id, call).toBeGreaterThan(0);
  return id ?? 0;
}

/** What to open for a session route that needs parameters: a reset link that is no longer valid. */
const SESSION_EXAMPLES = { '/Session/ResetPW': ['/Session/ResetPW/1/no-such-key'] };

/** What to open for the other routes that need parameters (a real record, the view by project) or have dialogs. */
async function examples(page: Page): Promise<Record<string, string[]>> {
  const invoices = { startDate: '2000-01-01', endDate: '2999-12-31', perPage: 1 };
  return {
    '/Employees/Edit': [`/Employees/Edit/${await firstId(page, 'allEmployees')}`],
    '/Customers/Edit': [`/Customers/Edit/${await firstId(page, 'allCustomers')}`],
    '/Projects/Edit': [`/Projects/Edit/${await firstId(page, 'allProjects')}`],
    '/Suppliers/Edit': [`/Suppliers/Edit/${await firstId(page, 'allSuppliers')}`, '/Suppliers/Edit/0'],
    // No demo purchases: a new one (the e2e of purchases opens saved ones).
    '/Purchases/Purchases/Edit': ['/Purchases/Purchases/Edit/0'],
    '/Sales/Invoices/Edit': [
      `/Sales/Invoices/Edit/${await firstId(page, 'invoicesDateRangePaged', invoices)}`,
      '/Sales/Invoices/Edit/0',
    ],
    '/Planning': ['/Planning/2'],
    // A record dialog opened by its address, as every list of simple records does.
    '/Other/Cars': ['/Other/Cars', '/Other/Cars/new'],
  };
}

function addresses(routes: RegistryRoute[], known: Record<string, string[]>): string[] {
  return routes.flatMap((route) => {
    const example = known[route.path];
    if (example) return example;
    expect(route.needsParams, `${route.path} needs parameters: give it an example here`).toBe(false);
    return [route.path];
  });
}

test('every page, on a desktop and a phone: no Content-Security-Policy violation, no serious accessibility violation', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const problems = await watch(page);
  const settle = quietNetwork(page);
  const violations: string[] = [];
  const visit = async (path: string) => {
    // The pointer rests where the last click was: over a new page it may open a tooltip, which axe would catch half
    // faded in. It waits in the empty bottom-right corner instead.
    await page.mouse.move(DESKTOP.width - 1, DESKTOP.height - 1);
    await page.goto(`/#${path}`);
    await settle();
    expect(problems, path).toEqual([]);
    violations.push(...(await seriousViolations(page, `${path} desktop`)));
    await page.setViewportSize(PHONE);
    // The layout follows the width through media queries: let it render once before looking.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    violations.push(...(await seriousViolations(page, `${path} phone`)));
    await page.setViewportSize(DESKTOP);
  };

  await page.setViewportSize(DESKTOP);
  const routes = registryRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const session = routes.filter((route) => route.path.startsWith('/Session/'));
  for (const path of addresses(session, SESSION_EXAMPLES)) await visit(path);

  await login(page, ADMIN, { owner: OWNER_1 });
  const main = routes.filter((route) => !route.path.startsWith('/Session/'));
  for (const path of addresses(main, await examples(page))) await visit(path);

  expect(violations, `serious or critical axe violations:\n${violations.join('\n')}`).toEqual([]);
});
