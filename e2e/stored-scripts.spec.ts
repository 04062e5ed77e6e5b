import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/chromium.ts';
import { watch } from './support/page-watch.ts';
import { ADMIN, apiOwners, apiToken, dismissNotices, login, notice, OWNER_1, unique } from './support/session.ts';
import { grid, rowsWith, search } from './support/table.ts';

// The full Chromium for this file: one test opens a PDF in Chromium's own viewer, which the headless shell lacks.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

// Stored HTML is how one person's script reaches everyone's browser (issue 14). Every place the web app renders HTML
// that a person wrote gets script payloads, saved through the app and served as if stored before sanitising; none may
// run. Every page loads under the Content-Security-Policy without a single violation: every-page.spec.ts walks them.

const PAYLOAD =
  '<img src=x onerror="window.__xss=1"><svg onload="window.__xss=2"><circle r="1"/></svg>' +
  '<script>window.__xss=3</script><a href="javascript:window.__xss=4">js link</a>' +
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe><b onmouseover="window.__xss=6">bold</b>' +
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=7"></style></mglyph></table></mtext></math>';

/** What a script could run from, anywhere on the page (the sandboxed mail preview is the one frame there may be). */
const SCRIPT_CAPABLE = [
  'body script',
  'iframe:not([data-testid="email-preview-frame"])',
  'object',
  'embed',
  '[onerror]',
  '[onload]',
  '[onmouseover]',
  '[onclick]',
  'a[href^="javascript:" i]',
].join(', ');

const TILE_HOST = 'https://tiles.e2e.test';
/** A 1×1 PNG: the tile server's answer. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF ("Hello PDF"), small enough to write here. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 40>>stream',
    'BT /F1 18 Tf 20 40 Td (Hello PDF) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

async function expectNothingRan(page: Page, problems: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator(SCRIPT_CAPABLE)).toHaveCount(0);
  expect(problems).toEqual([]);
}

async function ownerApi(request: APIRequestContext) {
  const owner = (await apiOwners(request, ADMIN)).find((choice) => choice.name === OWNER_1);
  const id = owner?.id ?? 1;
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, id)}` };
  return {
    id,
    token: headers.authorization.slice('Bearer '.length),
    get: async (path: string) => {
      const answer = await request.get(`/api${path}`, { headers });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return answer.json();
    },
    post: async (path: string, data: unknown) => {
      const answer = await request.post(`/api${path}`, { headers, data });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return answer.json();
    },
  };
}

async function saveMapSettings(request: APIRequestContext, settings: Record<string, string>): Promise<void> {
  const api = await ownerApi(request);
  const owner = await api.post('/r/getOwner', { id: api.id });
  await api.post('/r/saveOwner', { id: api.id, name: owner.name, settings });
}

test.describe
  .serial('stored scripts and the Content-Security-Policy', () => {
    test.afterAll(async ({ request }) => {
      await saveMapSettings(request, { mapTileUrl: '', mapTileAttribution: '' });
    });

    test('the Content-Security-Policy stops an inline script and an image from elsewhere', async ({ page }) => {
      await login(page, ADMIN, { owner: OWNER_1 });
      const blocked = await page.evaluate(async () => {
        const violations: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__xss = 8';
        document.body.append(script);
        const image = new Image();
        image.src = 'https://elsewhere.e2e.test/pixel.png';
        document.body.append(image);
        await new Promise((resolve) => setTimeout(resolve, 500));
        image.remove();
        script.remove();
        return { violations, ran: (window as { __xss?: unknown }).__xss };
      });
      expect(blocked.ran).toBeUndefined();
      expect(blocked.violations).toEqual(expect.arrayContaining(['script-src-elem', 'img-src']));
    });

    test("a PDF opens in Chromium's viewer under the files' own policy, without a violation", async ({
      page,
      request,
    }) => {
      const api = await ownerApi(request);
      const uploaded = await api.post('/r/upload', {
        belongsTo: 15,
        belongsId: api.id,
        belongsKind: 1,
        fileName: 'policy.pdf',
        mimeType: 'application/pdf',
        contentBase64: PDF.toString('base64'),
      });
      const problems = await watch(page);
      // The file's headers are the API test's (security-headers.test.ts); here the viewer has to come up under them.
      const { ticket } = await api.post('/r/downloadTicket', { uploadId: uploaded.id });
      await page.goto(`/api/downloadInline/${ticket}/${uploaded.id}`);
      await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
      const viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
      await expect.poll(() => viewer?.evaluate(() => Boolean(document.querySelector('pdf-viewer')))).toBe(true);
      expect(problems).toEqual([]);
    });

    test('a tile attribution with scripts shows as text and links, and the tiles come from the tile server', async ({
      page,
    }) => {
      const problems = await watch(page);
      let tiles = 0;
      await page.route(`${TILE_HOST}/**`, (route) => {
        tiles += 1;
        return route.fulfill({ contentType: 'image/png', body: TILE });
      });
      await login(page, ADMIN, { owner: OWNER_1 });
      await page.goto('/#/Projects/Map');
      await page.getByTestId('map-tiles').click();
      await page.getByTestId('map-tile-url').fill(`${TILE_HOST}/{z}/{x}/{y}.png`);
      await page
        .getByTestId('map-tile-attribution')
        .fill(`${PAYLOAD} Tiles by <a href="${TILE_HOST}/terms">E2E tiles</a>`);
      await page.getByTestId('map-tile-save').click();
      // The page loads again, now allowed to show the new host's tiles.
      await expect(page.getByTestId('projects-map')).toHaveAttribute('data-offline', 'false');
      const attribution = page.locator('.leaflet-control-attribution');
      await expect(attribution).toContainText('Tiles by E2E tiles');
      await expect(attribution).toContainText('bold');
      const link = attribution.getByRole('link', { name: 'E2E tiles' });
      await expect(link).toHaveAttribute('href', `${TILE_HOST}/terms`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(attribution.locator('img, iframe, math, style')).toHaveCount(0);
      await expect.poll(() => tiles).toBeGreaterThan(0);
      await attribution.hover();
      await expectNothingRan(page, problems);
    });

    test('an attribution stored before sanitising is sanitised by the map', async ({ page, request }) => {
      await saveMapSettings(request, { mapTileUrl: `${TILE_HOST}/{z}/{x}/{y}.png` });
      const problems = await watch(page, { sanitisesHostileHtml: true });
      await page.route(`${TILE_HOST}/**`, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
      // The server answers the owner as if its attribution had been stored unsanitised.
      await page.route('**/api/r/getOwner', async (route) => {
        const response = await route.fetch();
        const owner = await response.json();
        owner.settings.mapTileAttribution = `${PAYLOAD} Raw tiles`;
        await route.fulfill({ response, json: owner });
      });
      await login(page, ADMIN, { owner: OWNER_1 });
      await page.goto('/#/Projects/Map');
      await expect(page.locator('.leaflet-control-attribution')).toContainText('Raw tiles');
      await expectNothingRan(page, problems);
    });

    test('a server message that echoes scripts shows as text in the notice', async ({ page }) => {
      const problems = await watch(page);
      await page.route(`${TILE_HOST}/**`, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
      await page.route('**/api/r/saveOwner', (route) =>
        route.fulfill({
          status: 400,
          json: { code: 400, message: PAYLOAD, issues: [{ path: 'settings', message: PAYLOAD }] },
        }),
      );
      await login(page, ADMIN, { owner: OWNER_1 });
      await page.goto('/#/Projects/Map');
      await page.getByTestId('map-tiles').click();
      await page.getByTestId('map-tile-save').click();
      const failure = notice(page, 'negative', 'onerror="window.__xss=1"');
      await expect(failure).toBeVisible();
      await expect(failure.getByTestId('notice-body').locator('img, svg, script, a, iframe, math')).toHaveCount(0);
      await expectNothingRan(page, problems);
    });

    test.describe('e-mail templates and reminders', () => {
      const tag = unique();
      const title = `Herinnering {{invoiceNumber}} ${tag} <img src=x onerror="window.__xss=9">`;
      const body = `<p>Beste {{customerName}}, betaal {{openAmount}} binnen {{paymentTerm}} dagen.</p>${PAYLOAD}<p><a href="https://pay.e2e.test/">betaal hier</a></p>`;
      let originals: { name: string; locale: string; title: string; htmlMessage: string }[] = [];

      test.beforeAll(async ({ request }) => {
        const api = await ownerApi(request);
        originals = (await api.get('/r/allReminderTemplates')) as typeof originals;
        for (const template of originals)
          await api.post('/r/saveEmailTemplate', { ...template, title, htmlMessage: body });
      });
      test.afterAll(async ({ request }) => {
        const api = await ownerApi(request);
        for (const { name, locale, title: text, htmlMessage } of originals) {
          await api.post('/r/saveEmailTemplate', { name, locale, title: text, htmlMessage });
        }
      });

      test('bodies with scripts show as formatting in the editor, the reminder dialog and the mail sent', async ({
        page,
      }) => {
        const problems = await watch(page);
        await login(page, ADMIN, { owner: OWNER_1 });
        await page.goto('/#/Home/EmailTemplates');
        await search(page, tag);
        await rowsWith(page, tag).first().click();
        const editor = page.getByTestId('email-template-dialog').getByTestId('email-template-body-content');
        await expect(editor).toContainText('bold');
        await expect(editor.getByRole('link', { name: 'betaal hier' })).toBeVisible();
        await expectNothingRan(page, problems);
        await page.getByTestId('dialog-cancel').click();

        await page.goto('/#/Sales/OpenInvoices');
        await page.getByTestId('filter-status').click();
        await page.getByRole('option', { name: 'Overdue', exact: true }).click();
        await grid(page).locator('tbody tr').first().locator('input[type=checkbox]').check();
        await page.getByTestId('send-reminder').click();
        const dialog = page.getByTestId('reminder-dialog');
        await expect(dialog.getByTestId('reminder-message-content')).toContainText('bold');
        await expect(dialog.getByTestId('reminder-subject')).toHaveValue(new RegExp(tag));
        await expectNothingRan(page, problems);
        await dialog.getByTestId('reminder-send').click();
        await expect(page.getByTestId('notice-positive')).toBeVisible();
        await dialog.getByTestId('reminder-close').click();
        await dismissNotices(page);

        // Home/E-mails shows the mail as sent, in its sandboxed preview.
        await page.goto('/#/Home/Emails');
        await search(page, tag);
        await rowsWith(page, tag).first().click();
        const preview = page.frameLocator('[data-testid="email-preview-frame"]');
        await expect(preview.locator('body')).toContainText('bold');
        await expect(preview.getByRole('link', { name: 'betaal hier' })).toHaveAttribute(
          'href',
          'https://pay.e2e.test/',
        );
        await expect(preview.locator(SCRIPT_CAPABLE)).toHaveCount(0);
        await expect(preview.locator('img, svg, math, style')).toHaveCount(0);
        await expectNothingRan(page, problems);
      });

      test('bodies stored before sanitising are sanitised by the editor', async ({ page }) => {
        const problems = await watch(page, { sanitisesHostileHtml: true });
        // The server answers the templates as if their bodies had been stored unsanitised.
        await page.route(/\/api\/r\/all(Email|Reminder)Templates/, async (route) => {
          const response = await route.fetch();
          const templates = (await response.json()) as { htmlMessage: string }[];
          await route.fulfill({ response, json: templates.map((t) => ({ ...t, htmlMessage: `${PAYLOAD} raw body` })) });
        });
        await login(page, ADMIN, { owner: OWNER_1 });
        await page.goto('/#/Home/EmailTemplates');
        await search(page, tag);
        await rowsWith(page, tag).first().click();
        await expect(page.getByTestId('email-template-body-content')).toContainText('raw body');
        await expectNothingRan(page, problems);
      });
    });
  });
