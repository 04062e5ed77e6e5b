// Lighthouse 12.2.3 in Debian's Chromium on the built app: the login page (desktop and mobile profiles) and, logged in
// as the demo administrator, Home, the employee list, the week view and Open invoices (desktop). Standalone:
// `npm run bench:lighthouse` (LIGHTHOUSE_URL=http://host:port/base uses a running server, otherwise it starts one on
// a fresh demo database); `BENCH_LIGHTHOUSE=1 npm run bench` runs it after the other benches.
// Lighthouse is not a dependency of the project (CI's npm ci stays as it is): it is installed on first use into
// LIGHTHOUSE_CACHE (default ~/.cache/backoffice-lighthouse/12.2.3) with npm and imported from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import {
  type ChromeLauncher,
  type Lighthouse,
  type LighthouseResult,
  lighthouseFigures,
  logIn,
  type Puppeteer,
  startDemoServer,
} from './lighthouse-support.ts';

const VERSION = '12.2.3';
const cacheDir = process.env.LIGHTHOUSE_CACHE ?? join(homedir(), '.cache', 'backoffice-lighthouse', VERSION);

interface Run {
  name: string;
  /** The app's route, after the `#`. */
  path: string;
  profile: 'desktop' | 'mobile';
  loggedIn: boolean;
}

const RUNS: Run[] = [
  { name: 'login', path: '/Session/Auth', profile: 'desktop', loggedIn: false },
  { name: 'login', path: '/Session/Auth', profile: 'mobile', loggedIn: false },
  { name: 'home', path: '/', profile: 'desktop', loggedIn: true },
  { name: 'employees', path: '/Employees/Index', profile: 'desktop', loggedIn: true },
  { name: 'week view', path: '/Planning/WeekView', profile: 'desktop', loggedIn: true },
  { name: 'open invoices', path: '/Sales/OpenInvoices', profile: 'desktop', loggedIn: true },
];

async function fromCache<T>(path: string): Promise<T> {
  return (await import(pathToFileURL(join(cacheDir, 'node_modules', path)).href)) as T;
}

function installLighthouse(): void {
  if (existsSync(join(cacheDir, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.log(`installing lighthouse@${VERSION} into ${cacheDir} (once)`);
  mkdirSync(cacheDir, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', cacheDir, '--no-save', '--no-audit', '--no-fund', `lighthouse@${VERSION}`],
    {
      stdio: 'inherit',
    },
  );
}

export async function benchLighthouse(base?: string): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  if (!base && !existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.log('lighthouse: skipped (no apps/web/dist: run npm run build first)');
    return;
  }
  installLighthouse();
  // Lighthouse brings chrome-launcher and puppeteer-core as its own dependencies.
  const { default: lighthouse } = await fromCache<{ default: Lighthouse }>('lighthouse/core/index.js');
  const { default: desktopConfig } = await fromCache<{ default: object }>('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await fromCache<ChromeLauncher>('chrome-launcher/dist/index.js');
  const { default: puppeteer } = await fromCache<{ default: Puppeteer }>(
    'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js',
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'bo-lighthouse-'));
  const server = base ? undefined : await startDemoServer(root, dataDir);
  const address = base ?? server?.address ?? '';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const outDir = join(root, 'bench/out/lighthouse');
  mkdirSync(outDir, { recursive: true });
  try {
    const storage = await logIn(address);
    // Every run loads cold (no HTTP cache); a logged-in run keeps the session in localStorage, which Lighthouse
    // would otherwise clear.
    const prepare = async (run: Run) => {
      const page = await browser.newPage();
      await page.goto(`${address}/api/`);
      await page.evaluate(
        (entries, keep) => {
          localStorage.clear();
          if (keep) for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        storage,
        run.loggedIn,
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    };
    // A trace Chromium failed to record (NO_NAVSTART and kin, seen on a busy machine) gets one more try.
    const measure = async (run: Run, tries = 2): Promise<{ lhr: LighthouseResult }> => {
      await prepare(run);
      const result = await lighthouse(
        `${address}/#${run.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: run.loggedIn,
        },
        run.profile === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${run.path}`);
      return result.lhr.runtimeError && tries > 1 ? measure(run, tries - 1) : result;
    };
    for (const run of RUNS) {
      const result = await measure(run);
      const file = `${run.name.replace(/\W+/g, '-')}-${run.profile}.json`;
      writeFileSync(join(outDir, file), JSON.stringify(result.lhr));
      console.log(`${`${run.name} (${run.profile})`.padEnd(26)} ${lighthouseFigures(result.lhr)}`);
    }
    console.log(`reports: ${outDir}`);
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  await benchLighthouse(process.env.LIGHTHOUSE_URL?.replace(/\/+$/, ''));
}
