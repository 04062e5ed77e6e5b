import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../bench/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = port - 1;
/**
 * Where the e2e SMTP sink writes what it receives (e2e/support/mail.ts reads it); per port, as the server's data, so
 * that two shards (npm test) each run their own server, database and mailbox.
 */
export const MAIL_DIR = fileURLToPath(new URL(`../.tmp/e2e-mail-${port}`, import.meta.url));
/** Download tickets live 5 minutes on a real server; here long enough to open a file, short enough to see one expire. */
export const DOWNLOAD_TICKET_SECONDS = 6;

/**
 * `npm test` runs the browser tests in two lanes, each with its own server (E2E_PORT), beside the API tests. Lane a
 * holds these files, about half of the browser-test time in a CI run (every-page 162 s, employees 123, shell 69,
 * customers-projects 49, open-invoices 42, planning-shifts 40 of 943 s); every other file, and every new one, runs in lane b. Playwright's
 * --shard splits by test count, which left one shard 10.7 and the other 6.3 minutes.
 */
const LANE_A = [
  'every-page',
  'employees',
  'shell',
  'customers-projects',
  'open-invoices',
  'planning-shifts',
  // Issues 19 and 20 (about 1 min together) and session (27 s), here so that lane b does not grow: a clean-clone run
  // had lane a 8.7 and lane b 9.7 minutes before session moved.
  'session',
  'payments-import',
  'payments-matching',
  'payments-batches',
  'accounting',
  // Issue 20's second block (about 2 min in four files): two here, accounting-export and accounting-entries in lane b.
  'accounting-reports',
  'accounting-vat',
].map((name) => `${name}.spec.ts`);

// End-to-end tests run the real server (on a fresh PostgreSQL database, or PGlite where there is none; demo data
// seeded: e2e/support/e2e-server.ts) and Debian's Chromium headless shell.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'a', testMatch: LANE_A },
    { name: 'b', testIgnore: LANE_A },
  ],
  outputDir: `../test-results/${port}`,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // A real SMTP server first, then the app delivering its mail to it (sent mails are also listed under Home/E-mails).
  webServer: [
    {
      command: 'node --import tsx e2e/support/smtp-sink-server.ts',
      cwd: '..',
      port: smtpPort,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: MAIL_DIR },
    },
    {
      command: 'node --import tsx e2e/support/e2e-server.ts',
      cwd: '..',
      url: `${baseURL}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: `.tmp/e2e-data-${port}`,
        SEED: '1',
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DOWNLOAD_TICKET_SECONDS: String(DOWNLOAD_TICKET_SECONDS),
        // Mailed links and the bank's way back after an open-banking consent lead to the address the tests browse.
        PUBLIC_URL: baseURL,
        // The test bank serves the real Rabobank camt.053 of the shared reference material.
        BANK_PROVIDER: 'fake:../shared/reference/iso20022/camt/samples-rabobank-nl',
      },
    },
  ],
});
