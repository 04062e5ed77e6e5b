// What bench/lighthouse.ts (and bench/page-trace.ts) need besides Lighthouse itself: the server it measures, the demo
// login, the figures it prints, and the few parts of Lighthouse's, chrome-launcher's and puppeteer's API it calls (they
// are installed at run time, outside the project, so their own types are not at hand).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface LighthouseResult {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}
export type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: object,
) => Promise<{ lhr: LighthouseResult } | undefined>;
export interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate<A extends unknown[]>(fn: (...args: A) => void, ...args: A): Promise<void>;
  createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
  close(): Promise<void>;
}
export interface Puppeteer {
  connect(options: { browserURL: string }): Promise<{ newPage(): Promise<PuppeteerPage>; disconnect(): Promise<void> }>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number | undefined) => `${((ms ?? Number.NaN) / 1000).toFixed(2)} s`;

/** Bytes on the wire (compressed, headers included) of the page's scripts and of its style sheets. */
function transferred(lhr: LighthouseResult, type: 'Script' | 'Stylesheet'): number {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export function lighthouseFigures(lhr: LighthouseResult): string {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  return [
    `performance ${score('performance')}`,
    `accessibility ${score('accessibility')}`,
    `FCP ${seconds(audit('first-contentful-paint'))}`,
    `LCP ${seconds(audit('largest-contentful-paint'))}`,
    `TBT ${Math.round(audit('total-blocking-time') ?? Number.NaN)} ms`,
    `JS ${kb(transferred(lhr, 'Script'))}`,
    `CSS ${kb(transferred(lhr, 'Stylesheet'))}`,
  ].join(', ');
}

/** The real server (main.ts) on a fresh demo database; LIGHTHOUSE_PORT (3700) is its port. */
export async function startDemoServer(
  root: string,
  dataDir: string,
): Promise<{ address: string; stop(): Promise<void> }> {
  const port = process.env.LIGHTHOUSE_PORT ?? '3700';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: '1', BASE_PATH: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  // Migrating and seeding a new database takes a while on a busy machine.
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    const up = await fetch(`${address}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { address, stop };
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error(`the server did not answer on ${address} within 3 minutes`);
}

const LOGIN = { userName: 'admin@demo.test', password: 'demo1234', ownerId: 1 };

/** The demo administrator's session as the web app keeps it (platform/storage.ts, session-store.ts). */
export async function logIn(base: string): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const { userName, password } = LOGIN;
  const owners = (await post('/ownersUser', { userName, password })) as { id: number; name: string }[];
  const owner = owners.find((choice) => choice.id === LOGIN.ownerId) ?? owners[0];
  if (!owner) throw new Error(`${userName} has no owner`);
  const { token } = (await post('/login', { userName, password, ownerId: owner.id })) as { token: string };
  return { 'bo.token': token, 'bo.ownerName': owner.name, 'bo.language': 'en' };
}
